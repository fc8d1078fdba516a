import {
  ANALYTICS_EARLIEST_DATE,
  ANALYTICS_LATEST_DATE,
  ANALYTICS_PRESET_DAYS,
} from '#shared/schemas/analytics.js';
import { controlClass } from '#web/components/form-field.tsx';
import { crossedRangeMessage, type RangeChoice } from '../lib/range';

interface RangeControlsProps {
  choice: RangeChoice;
  /** True while the custom dates are what the figures show. */
  customInUse: boolean;
  onChange: (choice: RangeChoice) => void;
}

const PROBLEM_ID = 'analytics-range-problem';

const pill =
  'min-h-11 rounded-full border border-navy px-4 text-sm font-medium text-navy hover:bg-sand aria-pressed:bg-navy aria-pressed:text-cream';

/** 7d, 30d, 90d, or custom from/to with Clear (spec sections 2 and 4). */
export function RangeControls({ choice, customInUse, onChange }: RangeControlsProps) {
  const crossed = crossedRangeMessage(choice);
  // Both dates are at fault together: each is marked and described by the one message.
  const dateProblem = crossed
    ? { 'aria-invalid': true as const, 'aria-describedby': PROBLEM_ID }
    : {};
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="flex gap-2">
        <legend className="sr-only">Preset range</legend>
        {ANALYTICS_PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={!customInUse && choice.days === days}
            // Choosing a preset clears the custom dates.
            onClick={() => onChange({ days, from: '', to: '' })}
            className={pill}
          >
            {days}d
          </button>
        ))}
      </fieldset>
      <div>
        <label htmlFor="analytics-from" className="text-sm font-medium text-navy">
          From
        </label>
        <input
          id="analytics-from"
          type="date"
          value={choice.from}
          // The dates the server counts (it refuses others): the picker offers no other.
          min={ANALYTICS_EARLIEST_DATE}
          max={choice.to || ANALYTICS_LATEST_DATE}
          onChange={(event) => onChange({ ...choice, from: event.target.value })}
          className={controlClass}
          {...dateProblem}
        />
      </div>
      <div>
        <label htmlFor="analytics-to" className="text-sm font-medium text-navy">
          To
        </label>
        <input
          id="analytics-to"
          type="date"
          value={choice.to}
          min={choice.from || ANALYTICS_EARLIEST_DATE}
          max={ANALYTICS_LATEST_DATE}
          onChange={(event) => onChange({ ...choice, to: event.target.value })}
          className={controlClass}
          {...dateProblem}
        />
      </div>
      <button
        type="button"
        disabled={!choice.from && !choice.to}
        onClick={() => onChange({ ...choice, from: '', to: '' })}
        className="min-h-11 rounded-full px-4 text-sm font-medium text-navy underline decoration-gold underline-offset-4 hover:bg-sand disabled:opacity-50"
      >
        Clear
      </button>
      {crossed && (
        <p id={PROBLEM_ID} role="alert" className="w-full text-sm text-danger">
          {crossed}
        </p>
      )}
    </div>
  );
}
