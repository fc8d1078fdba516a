import type { ReactNode } from 'react';
import { CloseButton } from './close-button';

interface DialogHeaderProps {
  /** The id the dialog is labelled by (Dialog's `labelledBy`). */
  titleId: string;
  title: ReactNode;
  /** What the × closes, for screen readers: "Close voucher form". */
  closeLabel: string;
  onClose: () => void;
  /** The bar's edges and padding; the admin's forms by default. */
  className?: string;
  /** The title's look beyond the shared size and colour, such as the serif of the storefront. */
  titleClassName?: string;
  /** Placement of the ×, such as a negative margin. */
  closeClassName?: string;
}

/** The title bar of a dialog or drawer: its heading, which names it, and the × that closes it. */
export function DialogHeader({
  titleId,
  title,
  closeLabel,
  onClose,
  className = 'gap-4 border-b border-sand px-5 py-3',
  titleClassName = '',
  closeClassName,
}: DialogHeaderProps) {
  return (
    <div className={`flex items-center justify-between ${className}`}>
      <h2 id={titleId} className={`text-xl text-navy ${titleClassName}`.trim()}>
        {title}
      </h2>
      <CloseButton label={closeLabel} onClick={onClose} className={closeClassName} />
    </div>
  );
}
