import { errorText } from '../../../lib/api-client';
import { UploadError } from '../api/upload-file';

/** Spec section 8's admin alerts: the server's message first, else the screen's own words. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof UploadError ? error.message : errorText(error, fallback);
}

export function alertFailure(error: unknown, fallback: string): void {
  window.alert(failureText(error, fallback));
}
