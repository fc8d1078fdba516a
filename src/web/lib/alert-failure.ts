import { errorText } from './api-client';
import { showToast } from './toasts';

/** A failure already put in words for the person at the screen (such as a refused upload). */
export class WordedError extends Error {
  override name = 'WordedError';
}

/** Spec section 8's admin alerts: the failure's own words, else the server's, else the screen's. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof WordedError ? error.message : errorText(error, fallback);
}

/** Spec section 8's admin alerts, shown as a toast rather than a blocking browser dialog. */
export function alertFailure(error: unknown, fallback: string): void {
  showToast('error', failureText(error, fallback));
}
