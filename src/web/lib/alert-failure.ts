import { errorText } from './api-client';

/** A failure already put in words for the person at the screen (such as a refused upload). */
export class WordedError extends Error {
  override name = 'WordedError';
}

/** Spec section 8's admin alerts: the failure's own words, else the server's, else the screen's. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof WordedError ? error.message : errorText(error, fallback);
}

export function alertFailure(error: unknown, fallback: string): void {
  window.alert(failureText(error, fallback));
}
