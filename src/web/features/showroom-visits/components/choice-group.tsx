import type { ReactNode } from 'react';
import { useShownInline } from '#web/lib/toasts.ts';

interface ChoiceGroupProps {
  legend: string;
  name: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A fieldset of radio choices with its legend and its problem, said once for the group. */
export function ChoiceGroup({ legend, name, error, className = '', children }: ChoiceGroupProps) {
  const errorId = `${name}-error`;
  // Said at the group, a problem is not said again in a toast.
  useShownInline(error);
  return (
    <fieldset
      className={className}
      {...(error ? { 'aria-describedby': errorId, 'aria-invalid': true } : {})}
    >
      <legend className="text-sm font-medium text-navy">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** One radio choice drawn as a tile: the whole tile is its label, the checked one filled. */
export function Choice({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  children,
}: ChoiceProps) {
  return (
    <label
      className={`relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm ring-1 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-navy ${
        checked ? 'bg-navy text-cream ring-navy' : 'bg-white text-navy ring-sand-deep hover:bg-sand'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        // Over the whole tile, unseen: the tile is the target a tap or a click lands on.
        className="absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      {children}
    </label>
  );
}
