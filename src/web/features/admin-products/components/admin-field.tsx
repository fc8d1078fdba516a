import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface AdminFieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** The control (input, select, textarea) with the ids that tie it to its label and error. */
  children: (control: ControlProps) => ReactNode;
}

/** Any form control with its label, hint and error message announced together. */
export function AdminField({ label, error, hint, className = '', children }: AdminFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-navy">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of every admin text box, select and text area. */
export const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-sand-deep bg-white px-3 text-base text-ink focus:border-navy aria-invalid:border-danger';
