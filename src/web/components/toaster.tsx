import {
  dismissToast,
  holdToast,
  releaseToast,
  type Toast,
  type ToastAction,
  useToasts,
} from '#web/lib/toasts.ts';
import { CloseButton } from './close-button';

const TONE_CLASS: Record<Toast['tone'], string> = {
  error: 'border-danger/40 bg-white text-danger',
  success: 'border-navy/20 bg-white text-navy',
};

function ToastActionButton({ toastId, action }: { toastId: number; action: ToastAction }) {
  return (
    <button
      type="button"
      onClick={() => {
        dismissToast(toastId);
        action.run();
      }}
      className="min-h-11 shrink-0 rounded-full px-3 font-medium underline decoration-gold underline-offset-4 hover:bg-sand"
    >
      {action.label}
    </button>
  );
}

/**
 * Where toasts appear: bottom of the screen on phones, bottom right on wide screens. A failure is
 * an alert of its own, read out as it appears; successes go into a polite live region that exists
 * from the start, so screen readers hear what is added to it. Both close by themselves unless
 * they offer an action, and stay while the pointer or focus is on them. The empty regions carry
 * no role: they never stand for a message of the page or dialog they sit in.
 */
export function Toaster() {
  const toasts = useToasts();
  const region = (tone: Toast['tone']) => (
    <div aria-live={tone === 'error' ? undefined : 'polite'} className="flex flex-col gap-2">
      {toasts
        .filter((toast) => toast.tone === tone)
        .map((toast) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus only hold its timer.
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : undefined}
            onPointerEnter={() => holdToast(toast.id)}
            onPointerLeave={() => releaseToast(toast.id)}
            onFocus={() => holdToast(toast.id)}
            onBlur={() => releaseToast(toast.id)}
            className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${TONE_CLASS[toast.tone]}`}
          >
            <p className="min-w-0 flex-1 py-2 break-words">{toast.text}</p>
            {toast.action && <ToastActionButton toastId={toast.id} action={toast.action} />}
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
