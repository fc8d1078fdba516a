import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useShownInline } from '#web/lib/toasts.ts';

/** What a field hands its control so the label, hint and error are tied to it. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** Shown under the control and announced; also marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /**
   * The storefront's roomier forms: a label row (with `labelAside` beside the label) and wider
   * gaps. The admin's dense forms leave it off.
   */
  roomy?: boolean;
  /** Something beside the label, such as a "Forget Password?" link (roomy fields only). */
  labelAside?: ReactNode;
  /** The control (input, select, textarea) with the ids that tie it to its label and error. */
  children: (control: ControlProps) => ReactNode;
}

/** Any form control with its label, hint and error message announced together. */
export function Field({
  label,
  error,
  hint,
  className,
  roomy = false,
  labelAside,
  children,
}: FieldProps) {
  const id = useId();
  // Said at the field, a problem is not said again in a toast.
  useShownInline(error);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const noteGap = roomy ? 'mt-1.5' : 'mt-1';
  const labelElement = (
    <label htmlFor={id} className="text-sm font-medium text-navy">
      {label}
    </label>
  );
  return (
    <div className={className}>
      {roomy ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && (
        <p id={hintId} className={`${noteGap} text-xs text-muted`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className={`${noteGap} text-sm text-danger`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The look of every admin text box, select and text area. */
export const controlClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-sand-deep bg-white px-3 text-base text-ink focus:border-navy aria-invalid:border-danger';

/** The look of the storefront's text boxes (log in, register, account settings). */
const storefrontInputClass =
  'mt-1.5 block min-h-12 w-full rounded-lg border border-sand-deep bg-white px-4 text-base text-ink placeholder:text-muted/70 focus:border-navy aria-invalid:border-danger';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
}

/** A labelled storefront text input with its hint and error tied to it for screen readers. */
export function FormField({ label, error, hint, labelAside, ...input }: FormFieldProps) {
  return (
    <Field roomy label={label} error={error} hint={hint} labelAside={labelAside}>
      {(control) => <input {...control} className={storefrontInputClass} {...input} />}
    </Field>
  );
}
