import { errorText } from './api-client';
import { serverProblem } from './server-problem';
import { showToast } from './toasts';

/** A failure already put in words for the person at the screen (such as a refused upload). */
export class WordedError extends Error {
  override name = 'WordedError';
}

/** Spec section 8's admin alerts: the failure's own words, else the server's, else the screen's. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof WordedError ? error.message : errorText(error, fallback);
}

/**
 * What a query or mutation says about its own failure (its `meta`), so that the query client's
 * caches alert every failure in one place instead of each screen handing an `onError` around.
 * A type alias, not an interface: TanStack requires the meta to be a plain record type.
 */
export type FailureMeta = {
  /** Spec section 8's admin alert, such as 'Failed to update stock': the server's words first. */
  failure?: string;
  /** The form shows a validation answer at its field itself: only other failures are alerted. */
  formShowsProblems?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** Spec section 8's admin alerts, shown as a toast rather than a blocking browser dialog. */
export function alertFailure(error: unknown, meta: FailureMeta | undefined): void {
  if (!meta?.failure) return;
  if (meta.formShowsProblems && serverProblem(error)) return;
  showToast('error', failureText(error, meta.failure));
}

/**
 * Catches the rejection of a `mutateAsync` whose failure the query client has already alerted,
 * where the flow goes on (the next of several files).
 */
export const alreadyAlerted = (): void => undefined;
