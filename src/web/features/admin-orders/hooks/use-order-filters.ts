import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants.js';
import { type DateRange, dateRange } from '#web/components/date-range-fields.tsx';

/** The Orders screen's filters as named in the address: /admin?tab=orders&status=paid&q=… */
const PARAMS = { search: 'q', status: 'status', from: 'from', to: 'to', delivery: 'delivery' };
type Filter = keyof typeof PARAMS;
type Typed = Partial<Record<Filter, string>>;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

export interface OrderFilters {
  /** The search box's text as typed (the list asks once typing pauses). */
  search: string;
  status: OrderStatus | '';
  placed: DateRange;
  delivery: string;
  set: (filter: Filter, value: string) => void;
}

/**
 * The Orders filters, kept in the address beside the admin's own `tab`, so a reload, the Back
 * button or a link sent to a colleague shows the same orders. A change replaces the address
 * rather than adding to the history (each letter typed is no page to go back to). The address
 * changes only once the admin's route has checked the session again, so what was typed shows
 * at once and stays until the address has caught up; every change writes all of it, so a
 * second filter set meanwhile does not lose the first. A value the screen could not have put
 * there (an unknown status, a malformed date) reads as no filter.
 */
export function useOrderFilters(): OrderFilters {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState<Typed>({});
  const inAddress = (filter: Filter) => params.get(PARAMS[filter]) ?? '';
  const caughtUp = (Object.keys(typed) as Filter[]).filter(
    (filter) => typed[filter] === inAddress(filter),
  );
  if (caughtUp.length > 0) {
    const left = { ...typed };
    for (const filter of caughtUp) delete left[filter];
    setTyped(left);
  }

  function set(filter: Filter, value: string) {
    const next = { ...typed, [filter]: value };
    setTyped(next);
    setParams(
      (current) => {
        const written = new URLSearchParams(current);
        for (const [name, text] of Object.entries(next) as [Filter, string][]) {
          if (text) written.set(PARAMS[name], text);
          else written.delete(PARAMS[name]);
        }
        return written;
      },
      { replace: true },
    );
  }

  const read = (filter: Filter) => typed[filter] ?? inAddress(filter);
  const day = (filter: Filter) => (isDay(read(filter)) ? read(filter) : '');
  const status = read('status');
  return {
    search: read('search'),
    status: isStatus(status) ? status : '',
    placed: dateRange(
      day('from'),
      day('to'),
      (value) => set('from', value),
      (value) => set('to', value),
    ),
    delivery: day('delivery'),
    set,
  };
}
