import { CloseIcon } from './icons';

interface CloseButtonProps {
  /** What it closes, for screen readers: "Close menu", "Close search". */
  label: string;
  onClick: () => void;
  /** Placement only (such as a negative margin); the look is the same everywhere. */
  className?: string;
}

/** The round × button in the header of every dialog and panel. */
export function CloseButton({ label, onClick, className = '' }: CloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`grid size-11 shrink-0 place-items-center rounded-full text-navy hover:bg-sand ${className}`}
    >
      <CloseIcon />
    </button>
  );
}
