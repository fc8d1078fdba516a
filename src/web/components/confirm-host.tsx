import { useId } from 'react';
import { answerConfirm, usePendingConfirm } from '#web/lib/confirm.ts';
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from './button-classes';
import { Dialog } from './dialog';

/** Where askConfirm's questions are asked: one small dialog, focus on Cancel, Escape cancels. */
export function ConfirmHost() {
  const request = usePendingConfirm();
  const titleId = useId();
  const detailId = useId();
  return (
    <Dialog
      open={request !== null}
      onClose={() => answerConfirm(false)}
      labelledBy={titleId}
      describedBy={request?.detail ? detailId : undefined}
      // Dialog sets max-w-none; a plain max-w-md lost to it and stretched the question across
      // wide screens, a breakpoint's width comes later in the CSS and wins.
      className="inset-0 m-auto h-fit w-[calc(100vw-2rem)] sm:max-w-md"
    >
      {request && (
        <div className="rounded-2xl bg-cream p-6 shadow-xl">
          <h2 id={titleId} className="text-lg font-semibold text-navy">
            {request.message}
          </h2>
          {request.detail && (
            <p id={detailId} className="mt-2 text-sm text-ink">
              {request.detail}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the safe answer takes focus when the question opens.
              autoFocus
              onClick={() => answerConfirm(false)}
              className={secondaryButtonClass}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={() => answerConfirm(true)}
              className={request.danger ? dangerButtonClass : primaryButtonClass}
            >
              {request.confirmLabel}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
