import { type ReactNode, useId } from 'react';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { Dialog } from '#web/components/dialog.tsx';
import { DialogHeader } from '#web/components/dialog-header.tsx';

interface LegalDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A long legal text in a modal: the header stays put while the text scrolls beneath it. */
export function LegalDialog({ title, open, onClose, children }: LegalDialogProps) {
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="fixed top-1/2 right-auto bottom-auto left-1/2 w-[min(44rem,calc(100vw-1.5rem))] -translate-1/2"
    >
      <div className="flex max-h-[88dvh] flex-col overflow-hidden rounded-2xl bg-cream shadow-2xl shadow-navy/30">
        <DialogHeader
          titleId={titleId}
          title={title}
          closeLabel={`Close ${title}`}
          onClose={onClose}
          className="gap-4 border-b border-sand px-5 py-3 sm:px-8"
          titleClassName="sm:text-2xl"
          closeClassName="-mr-2"
        />
        <div className="overflow-y-auto px-5 py-6 text-sm leading-relaxed text-ink sm:px-8">
          {children}
          <div className="mt-8 flex justify-end">
            <button type="button" onClick={onClose} className={secondaryButtonClass}>
              Close
            </button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}

/** One numbered part of a legal text. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 first:mt-0">
      <h3 className="text-lg text-navy">{title}</h3>
      <div className="mt-2 space-y-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">{children}</div>
    </section>
  );
}
