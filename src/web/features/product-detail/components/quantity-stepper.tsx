import { useId, useState } from 'react';
import { QUANTITY_MIN } from '#shared/constants.js';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

const stepClass =
  'grid size-12 place-items-center text-xl text-navy transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** − / field / +: the parent clamps; an emptied field stays empty until a digit or a blur. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const id = useId();
  // What the field shows while typing ("" after clearing it); the parent holds the real quantity.
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy">
        Quantity
      </label>
      <div className="mt-3 inline-flex items-center overflow-hidden rounded-full border border-sand-deep bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          onClick={() => onChange(value - 1)}
          disabled={disabled || value <= QUANTITY_MIN}
          className={stepClass}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={max}
          value={draft ?? value}
          disabled={disabled}
          onChange={(event) => {
            const typed = event.target.valueAsNumber;
            // A number is clamped and shown at once; only an emptied field waits for the next key.
            setDraft(Number.isNaN(typed) ? event.target.value : null);
            if (!Number.isNaN(typed)) onChange(typed);
          }}
          onBlur={() => setDraft(null)}
          className="h-12 w-14 border-x border-sand-deep bg-transparent text-center font-medium tabular-nums text-ink [appearance:textfield] focus-visible:outline-offset-[-3px] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => onChange(value + 1)}
          disabled={disabled || value >= max}
          className={stepClass}
        >
          +
        </button>
      </div>
    </div>
  );
}
