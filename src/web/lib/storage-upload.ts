import {
  isUploadContentType,
  MAX_UPLOAD_BYTES,
  UPLOAD_SIZE_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  uploadTypeOfName,
} from '#shared/image-upload.js';
import { WordedError } from './alert-failure';

// Sending an image to the storage's signed upload URL, for product images and claim photos alike.

/** A file refused before or while it went to storage, in words fit for its reader. */
export class UploadError extends WordedError {
  override name = 'UploadError';
}

/** The browser's own checks, so a wrong file is refused before anything is sent. */
export function fileProblem(file: File): string | undefined {
  const type = declaredType(file);
  if (!isUploadContentType(type)) return UPLOAD_TYPE_MESSAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_SIZE_MESSAGE;
  return undefined;
}

/** The browser's checks of the photos a buyer attaches: how many, then each file's own. */
export function photosProblem(
  files: File[],
  { max, required }: { max: number; required: boolean },
): string | undefined {
  if (required && files.length === 0) return 'Add at least one photo.';
  if (files.length > max) return `Add at most ${max} photos.`;
  return files.map(fileProblem).find(Boolean);
}

/** A PUT with upload progress (fetch cannot report it); the storage's own words on failure. */
export function putWithProgress(
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
        // A bucket answers XML: its code is not for people to read.
      }
      reject(new UploadError(message));
    };
    request.onerror = () => reject(new UploadError('Upload failed'));
    request.send(file);
  });
}

/** The content type a chosen file declares, by its name when the browser names none (AVIF). */
export function declaredType(file: File): string {
  return file.type || uploadTypeOfName(file.name) || '';
}
