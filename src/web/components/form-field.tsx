import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Shown under the input and announced; also marks the input invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Something beside the label, such as a "Forget Password?" link. */
  labelAside?: ReactNode;
}

/** A labelled text input with its hint and error tied to it for screen readers. */
export function FormField({ label, error, hint, labelAside, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-navy">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1.5 block min-h-12 w-full rounded-lg border border-sand-deep bg-white px-4 text-base text-ink placeholder:text-muted/70 focus:border-navy aria-invalid:border-danger"
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
