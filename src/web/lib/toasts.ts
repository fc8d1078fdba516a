import { useEffect, useSyncExternalStore } from 'react';

export type ToastTone = 'error' | 'success';

/** A button a toast offers (Undo, Retry): the toast waits for it instead of closing itself. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
  action?: ToastAction | undefined;
}

/**
 * How long a toast stays. A failure has more to take in than a success, so it stays longer; while
 * the pointer or focus is on a toast it stays, and leaving gives it its full time again (WCAG
 * 2.2.1: time enough to read). One with an action stays until it is used or dismissed.
 */
const SHOWN_MS: Record<ToastTone, number> = { success: 5_000, error: 10_000 };
/** More at once than this and the oldest go: a burst of failures must not cover the screen. */
const MOST_SHOWN = 4;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
/** Error texts a form shows inline right now, each with how many places show it. */
const shownInline = new Map<string, number>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function startTimer(toast: Toast) {
  if (toast.action) return;
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), SHOWN_MS[toast.tone]),
  );
}

function stopTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

export function dismissToast(id: number): void {
  stopTimer(id);
  publish(toasts.filter((toast) => toast.id !== id));
}

/** The pointer or focus is on the toast: it stays while it is read. */
export function holdToast(id: number): void {
  stopTimer(id);
}

/** The pointer or focus left the toast: it closes after its full time from now. */
export function releaseToast(id: number): void {
  const toast = toasts.find((shown) => shown.id === id);
  if (toast && !timers.has(id)) startTimer(toast);
}

/**
 * Shows a message in the screen's toast region (announced by screen readers) instead of a blocking
 * browser alert. The same text already showing is not stacked again, and a failure a form already
 * shows inline is not repeated.
 */
export function showToast(tone: ToastTone, text: string, action?: ToastAction): void {
  if (tone === 'error' && shownInline.has(text)) return;
  if (toasts.some((toast) => toast.tone === tone && toast.text === text)) return;
  const toast = { id: nextId++, tone, text, action };
  publish([...toasts, toast].slice(-MOST_SHOWN));
  startTimer(toast);
}

/**
 * A failure shown inline in a form: while it shows, no error toast says it again, and one that
 * got there first goes. Answers the function that ends it.
 */
export function showInline(text: string): () => void {
  shownInline.set(text, (shownInline.get(text) ?? 0) + 1);
  for (const toast of toasts) {
    if (toast.tone === 'error' && toast.text === text) dismissToast(toast.id);
  }
  return () => {
    const left = (shownInline.get(text) ?? 1) - 1;
    if (left > 0) shownInline.set(text, left);
    else shownInline.delete(text);
  };
}

/** `showInline` for as long as a component shows `text` (nothing when it shows none). */
export function useShownInline(text: string | undefined): void {
  useEffect(() => (text ? showInline(text) : undefined), [text]);
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
