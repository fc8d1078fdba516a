import { useSyncExternalStore } from 'react';

export type ToastTone = 'error' | 'success';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

/** How long a success stays; a failure stays until it is dismissed (WCAG 2.2.1: time enough to read). */
const SUCCESS_MS = 5_000;
/** More at once than this and the oldest go: a burst of failures must not cover the screen. */
const MOST_SHOWN = 4;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

/**
 * Shows a message in the screen's toast region (announced by screen readers) instead of a blocking
 * browser alert. The same text already showing is not stacked again.
 */
export function showToast(tone: ToastTone, text: string): void {
  if (toasts.some((toast) => toast.tone === tone && toast.text === text)) return;
  const toast = { id: nextId++, tone, text };
  publish([...toasts, toast].slice(-MOST_SHOWN));
  if (tone === 'success') setTimeout(() => dismissToast(toast.id), SUCCESS_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const noToasts: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
