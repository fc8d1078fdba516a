import type { ReactNode } from 'react';

interface FormMessageProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A form's overall outcome: errors interrupt (alert), successes wait their turn (status). */
export function FormMessage({ tone, children }: FormMessageProps) {
  const error = tone === 'error';
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
