import type { ReactNode } from 'react';
import { useShownInline } from '#web/lib/toasts.ts';

interface FormMessageProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A form's overall outcome: errors interrupt (alert), successes wait their turn (status). */
export function FormMessage({ tone, children }: FormMessageProps) {
  const error = tone === 'error';
  // Said here, a failure is not said again in a toast.
  useShownInline(error && typeof children === 'string' ? children : undefined);
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm leading-relaxed ${
        error
          ? 'border-danger/30 bg-danger/5 text-danger'
          : 'border-success/30 bg-success/5 text-success'
      }`}
    >
      {children}
    </p>
  );
}
