import { dismissToast, type Toast, useToasts } from '#web/lib/toasts.ts';
import { CloseButton } from './close-button';

const TONE_CLASS: Record<Toast['tone'], string> = {
  error: 'border-danger/40 bg-white text-danger',
  success: 'border-navy/20 bg-white text-navy',
};

/**
 * Where toasts appear: bottom of the screen on phones, bottom right on wide screens. A failure is
 * an alert of its own, read out as it appears; successes go into a polite live region that exists
 * from the start, so screen readers hear what is added to it. The empty regions carry no role: they
 * never stand for a message of the page or dialog they sit in.
 */
export function Toaster() {
  const toasts = useToasts();
  const region = (tone: Toast['tone']) => (
    <div aria-live={tone === 'error' ? undefined : 'polite'} className="flex flex-col gap-2">
      {toasts
        .filter((toast) => toast.tone === tone)
        .map((toast) => (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : undefined}
            className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${TONE_CLASS[toast.tone]}`}
          >
            <p className="min-w-0 flex-1 py-2 break-words">{toast.text}</p>
            <CloseButton label="Dismiss message" onClick={() => dismissToast(toast.id)} />
          </div>
        ))}
    </div>
  );
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex flex-col gap-2 sm:left-auto sm:w-96">
      {region('error')}
      {region('success')}
    </div>
  );
}
