import { randomUUID } from 'node:crypto';
import {
  ConflictError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '#server/lib/http-errors.js';
import { UPLOAD_TYPE_MESSAGE, UPLOAD_TYPES, uploadTypeOfName } from '#shared/image-upload.js';
import type { PresignResponse } from '#shared/schemas/product-admin.js';
import { acceptCheckedUpload, declaredUploadType } from './accept-upload.js';
import type { ImageStorage } from './storage/image-storage.js';

const PURPOSES = ['warranty', 'reviews'] as const;
type PhotoPurpose = (typeof PURPOSES)[number];

const photoFolder = (purpose: PhotoPurpose, orderId: number) => `${purpose}/${orderId}/`;

/**
 * Every photo kept about an order, whatever it was for: they go when the order's records do
 * (the purge of anonymised orders after their years, decision 0075).
 */
export async function removeOrderPhotos(storage: ImageStorage, orderId: number): Promise<void> {
  await Promise.all(PURPOSES.map((purpose) => storage.removeFolder(photoFolder(purpose, orderId))));
}

/**
 * Photos a buyer attaches to something about their order (a warranty claim, a review), stored
 * under `<purpose>/<order id>/` by keys the server makes (never a file name).
 */
export function orderPhotos(purpose: PhotoPurpose) {
  const folder = (orderId: number) => photoFolder(purpose, orderId);
  return {
    /**
     * An upload URL for one photo on this order, as product images get theirs: the browser PUTs
     * the bytes there, and what the photo is for checks them by content when it is sent.
     */
    async presign(
      storage: ImageStorage,
      orderId: number,
      request: { filename: string; contentType: string },
    ): Promise<PresignResponse> {
      const declared = declaredUploadType(request.filename, request.contentType);
      if (!declared) throw new UnsupportedMediaTypeError(UPLOAD_TYPE_MESSAGE);
      const key = `${folder(orderId)}${randomUUID()}.${UPLOAD_TYPES[declared]}`;
      return { uploadUrl: await storage.uploadUrl(key, declared), key, contentType: declared };
    },
    /**
     * Every photo key was made for this order and its stored bytes pass the image check by
     * content; then they are accepted for serving. A photo that fails is removed.
     */
    async accept(storage: ImageStorage, orderId: number, keys: string[]): Promise<void> {
      const discard = (key: string) => storage.remove(key);
      for (const [index, key] of keys.entries()) {
        const contentType = uploadTypeOfName(key);
        if (!key.startsWith(folder(orderId)) || !contentType) {
          throw new ValidationError(`Photo ${index + 1} was not uploaded for this order.`);
        }
        if (!(await acceptCheckedUpload(storage, key, contentType, discard))) {
          throw new ConflictError(`Photo ${index + 1} has not been uploaded. Please add it again.`);
        }
      }
    },
  };
}
