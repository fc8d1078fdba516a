import { HttpError } from '#server/lib/http-errors.js';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._ -]*$/;

/**
 * A stored image key as it arrives in the URL, checked so that it can only name a file below an
 * image folder: relative, slash-separated segments of ordinary file-name characters, never `..`,
 * a backslash, a NUL or an absolute path (each segment must start with a letter or a digit).
 */
export function parseMediaKey(raw: string): string {
  const segments = raw.split('/');
  const safe = raw.length > 0 && raw.length <= 512 && segments.every((s) => SEGMENT.test(s));
  if (!safe) throw new HttpError(400, 'Invalid image key');
  return raw;
}
