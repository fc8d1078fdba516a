import { type FormEvent, type ReactNode, useId } from 'react';
import { primaryButtonClass, secondaryButtonClass } from './button-classes';
import { Dialog } from './dialog';
import { DialogHeader } from './dialog-header';

/** The panel's width from the small breakpoint on; phones always get the whole screen. */
const WIDTHS = { lg: 'sm:max-w-lg', xl: 'sm:max-w-xl', '3xl': 'sm:max-w-3xl' } as const;

const panelClass = 'flex h-full flex-col bg-white sm:max-h-[calc(100dvh-4rem)] sm:rounded-2xl';

/** The dialog is this form: its footer is Cancel and the submit button. */
export interface DialogForm {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Such as `clearOnInput` of useFieldProblem: a corrected field stops saying it is wrong. */
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The request is on its way: the submit button waits, so it is not sent twice. */
  pending: boolean;
}

interface FormDialogProps {
  title: ReactNode;
  /** What the × closes, for screen readers: "Close voucher form". */
  closeLabel: string;
  onClose: () => void;
  width: keyof typeof WIDTHS;
  /** The title's look beyond the shared one, such as a badge beside the words. */
  titleClassName?: string;
  /** The body's layout (a grid of fields, spaced sections); it scrolls between header and footer. */
  bodyClassName: string;
  /** Given, the panel is a form (fields checked by the page, not the browser). */
  form?: DialogForm;
  /** The footer's buttons of a dialog that is not a form. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The admin's dialog: full screen on phones, a centred panel from the small breakpoint on, with
 * its title bar, a body that scrolls and a footer of buttons. Every admin form and detail opens
 * in one, so they look, close (×, Escape, backdrop) and announce themselves the same way.
 */
export function FormDialog({
  title,
  closeLabel,
  onClose,
  width,
  titleClassName,
  bodyClassName,
  form,
  actions,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const footer = form ? (
    <>
      <button type="button" onClick={onClose} className={secondaryButtonClass}>
        Cancel
      </button>
      <button type="submit" disabled={form.pending} className={primaryButtonClass}>
        {form.submitLabel}
      </button>
    </>
  ) : (
    actions
  );
  const content = (
    <>
      <DialogHeader
        titleId={titleId}
        title={title}
        closeLabel={closeLabel}
        onClose={onClose}
        titleClassName={titleClassName}
      />
      <div className={`flex-1 overflow-y-auto px-5 py-6 ${bodyClassName}`}>{children}</div>
      {footer && (
        <div className="flex flex-wrap justify-end gap-3 border-t border-sand px-5 py-4">
          {footer}
        </div>
      )}
    </>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className={`h-dvh w-full sm:mx-auto sm:my-8 sm:h-auto sm:max-h-[calc(100dvh-4rem)] ${WIDTHS[width]}`}
    >
      {form ? (
        <form noValidate onSubmit={form.onSubmit} onInput={form.onInput} className={panelClass}>
          {content}
        </form>
      ) : (
        <div className={panelClass}>{content}</div>
      )}
    </Dialog>
  );
}
