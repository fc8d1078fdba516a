import { type ReactNode, useEffect, useRef } from 'react';
import { Toaster } from './toaster';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog for screen readers. */
  labelledBy: string;
  /** Id of the element that says more, such as what a confirmation will do. */
  describedBy?: string | undefined;
  /** Placement and look of the panel; the content goes in `children`. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page behind inert and
 * reports Escape; `open` alone decides whether it shows. A click on the backdrop lands on the <dialog> itself (the content fills it),
 * which is how a click outside closes it. Page scrolling is locked in styles.css.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  className = '',
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // The backdrop click is a mouse convenience; keyboard users close with Escape.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by <dialog>
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape is turned into a state change at once: the native 'close' event comes a task
      // later and would shut a dialog the user has just reopened. The effect above then closes it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 max-h-none max-w-none bg-transparent p-0 backdrop:bg-navy/50 motion-safe:backdrop:backdrop-blur-[2px] ${className}`}
    >
      {children}
      {/* A modal makes the page behind it inert: messages raised while it is open show in it. */}
      {open && <Toaster />}
    </dialog>
  );
}
