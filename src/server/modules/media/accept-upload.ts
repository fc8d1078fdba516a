import { PayloadTooLargeError } from '#server/lib/http-errors.js';
import {
  isUploadContentType,
  MAX_UPLOAD_BYTES,
  UPLOAD_SIZE_MESSAGE,
  type UploadContentType,
  uploadTypeOfName,
} from '#shared/image-upload.js';
import { checkImageAs } from './image-check.js';
import type { ImageStorage } from './storage/image-storage.js';

/** The type an upload asks for: the browser's, else its name's (some send none for AVIF). */
export function declaredUploadType(
  filename: string,
  contentType: string,
): UploadContentType | undefined {
  const declared = contentType.toLowerCase() || uploadTypeOfName(filename) || '';
  return isUploadContentType(declared) ? declared : undefined;
}

/**
 * Makes the bytes uploaded under `key` an image the shop serves, once they pass the image check
 * by content (whatever name or type they came with). A file that fails is handed to `discard`,
 * so nothing unchecked stays, and the check's refusal is thrown. False when nothing was uploaded.
 */
export async function acceptCheckedUpload(
  storage: ImageStorage,
  key: string,
  contentType: UploadContentType,
  discard: (key: string) => Promise<void>,
): Promise<boolean> {
  const stored = await storage.read(key, MAX_UPLOAD_BYTES);
  if (stored === undefined) return false;
  try {
    if (stored === 'too-large') throw new PayloadTooLargeError(UPLOAD_SIZE_MESSAGE);
    await checkImageAs(stored, contentType);
  } catch (error) {
    await discard(key);
    throw error;
  }
  await storage.accept(key, stored);
  return true;
}
