import { useSyncExternalStore } from 'react';

export interface ConfirmRequest {
  /** The question, in the spec's words where it has them ("Mark this order as refunded?"). */
  message: string;
  /** What happens beyond the question, such as who is told. */
  detail?: string | undefined;
  /** The button that goes ahead: "Delete", "Mark Refunded". */
  confirmLabel: string;
  /** Destructive changes get the danger look. */
  danger?: boolean | undefined;
}

interface Pending extends ConfirmRequest {
  resolve: (confirmed: boolean) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();

function publish(next: Pending | null) {
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * Asks before a change that cannot be undone, in the page's own dialog rather than the browser's
 * blocking confirm(). Resolves true when confirmed, false when cancelled or replaced.
 */
export function askConfirm(request: ConfirmRequest): Promise<boolean> {
  pending?.resolve(false);
  return new Promise((resolve) => publish({ ...request, resolve }));
}

export function answerConfirm(confirmed: boolean): void {
  const current = pending;
  publish(null);
  current?.resolve(confirmed);
}

export function usePendingConfirm(): ConfirmRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => pending,
    () => null,
  );
}
