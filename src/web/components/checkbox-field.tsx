import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className' | 'children'> {
  /** The label; it may hold buttons (such as links to terms), which do not toggle the box. */
  children: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ children, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div>
      <div className="flex items-start gap-3">
        {/* The 44px square around the box is the touch target; the box itself stays small. */}
        <span className="-m-2.5 grid size-11 shrink-0 place-items-center">
          <input
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="size-5 accent-navy"
            {...input}
          />
        </span>
        <label htmlFor={id} className="text-sm leading-6 text-ink">
          {children}
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
