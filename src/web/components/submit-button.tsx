import { primaryButtonClass } from './button-classes';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  /** Shown while the request runs, such as "Sending…". */
  pendingLabel: string;
  className?: string;
}

/** A form's submit button, disabled while its request runs so it is not sent twice. */
export function SubmitButton({ pending, label, pendingLabel, className = '' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={`${primaryButtonClass} w-full ${className}`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
