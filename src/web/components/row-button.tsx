import type { ReactNode } from 'react';

/** Smaller than a form's buttons: a row holds several. */
const base =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium transition-colors';
const looks = {
  plain: `${base} border border-navy text-navy hover:bg-sand`,
  danger: `${base} text-danger hover:bg-danger/10`,
};

interface RowButtonProps {
  /** What it does to which row, for screen readers: "Edit WELCOME10". */
  label: string;
  onClick: () => void;
  /** It deletes or undoes something: shown in the danger colour, without a border. */
  danger?: boolean;
  disabled?: boolean;
  /** Beyond the shared look, such as `whitespace-nowrap`. */
  className?: string;
  children: ReactNode;
}

/** A button of an admin table's or list's row (View, Edit, Ban, Delete), named for its row. */
export function RowButton({
  label,
  onClick,
  danger = false,
  disabled,
  className = '',
  children,
}: RowButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={`${looks[danger ? 'danger' : 'plain']} ${className}`.trim()}
    >
      {children}
    </button>
  );
}
