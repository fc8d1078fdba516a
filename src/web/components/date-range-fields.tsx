import { useState } from 'react';
import { InputField } from './admin-fields';

const CROSSED_MESSAGE = 'From must not be after To.';

export interface DateRange {
  from: string;
  to: string;
  setFrom: (day: string) => void;
  setTo: (day: string) => void;
  /** What a filter asks the server for: nothing while the ends are crossed (it would refuse). */
  asked: { from: string | undefined; to: string | undefined };
  crossed: boolean;
}

/**
 * A range of days (YYYY-MM-DD) from two date fields, either end optional, kept wherever its owner
 * keeps it (component state, the address).
 */
export function dateRange(
  from: string,
  to: string,
  setFrom: (day: string) => void,
  setTo: (day: string) => void,
): DateRange {
  const crossed = from !== '' && to !== '' && from > to;
  return {
    from,
    to,
    setFrom,
    setTo,
    asked: {
      from: crossed ? undefined : from || undefined,
      to: crossed ? undefined : to || undefined,
    },
    crossed,
  };
}

/** A range of days typed into two date fields, kept in the component's state. */
export function useDateRange(): DateRange {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return dateRange(from, to, setFrom, setTo);
}

interface DateRangeFieldsProps {
  range: DateRange;
  fromLabel?: string;
  toLabel?: string;
}

/** The two date fields of an admin filter; crossed ends are named at the first one. */
export function DateRangeFields({
  range,
  fromLabel = 'From',
  toLabel = 'To',
}: DateRangeFieldsProps) {
  return (
    <>
      <InputField
        label={fromLabel}
        error={range.crossed ? CROSSED_MESSAGE : undefined}
        type="date"
        value={range.from}
        onChange={(event) => range.setFrom(event.target.value)}
      />
      <InputField
        label={toLabel}
        type="date"
        value={range.to}
        onChange={(event) => range.setTo(event.target.value)}
      />
    </>
  );
}
