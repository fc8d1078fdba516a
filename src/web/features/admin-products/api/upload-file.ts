import { productImageUploadApiPath } from '#shared/admin-api-paths.js';
import {
  type ImageKind,
  isUploadContentType,
  MAX_UPLOAD_BYTES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  uploadTypeOfName,
} from '#shared/image-upload.js';
import { presignResponseSchema } from '#shared/schemas/product-admin.js';
import { WordedError } from '#web/lib/alert-failure.ts';
import { api } from '#web/lib/api-client.ts';

/** A file refused before or while it went to storage, in words fit for staff. */
export class UploadError extends WordedError {
  override name = 'UploadError';
}

/** The browser's own checks, so a wrong file is refused before anything is sent. */
export function fileProblem(file: File): string | undefined {
  const type = file.type || uploadTypeOfName(file.name) || '';
  if (!isUploadContentType(type)) return UPLOAD_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_SIZE_MESSAGE;
  return undefined;
}

/** A PUT with upload progress (fetch cannot report it); the storage's own words on failure. */
function putWithProgress(
  url: string,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let message = 'Upload failed';
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message ?? message;
      } catch {
        // A bucket answers XML: its code is not for staff to read.
      }
      reject(new UploadError(message));
    };
    request.onerror = () => reject(new UploadError('Upload failed'));
    request.send(file);
  });
}

/**
 * Spec section 7: asks the shop for an upload URL and a key, then PUTs the file there with its
 * content type. Answers the key, which the caller registers (image) or saves (feature).
 */
export async function uploadFile(
  productId: number,
  kind: ImageKind,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<string> {
  const problem = fileProblem(file);
  if (problem) throw new UploadError(problem);
  const grant = await api.post(
    productImageUploadApiPath(productId),
    { kind, filename: file.name, contentType: file.type || uploadTypeOfName(file.name) || '' },
    { schema: presignResponseSchema },
  );
  await putWithProgress(grant.uploadUrl, file, grant.contentType, onProgress);
  return grant.key;
}
