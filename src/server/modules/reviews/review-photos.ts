import { randomUUID } from 'node:crypto';
import {
  ConflictError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '#server/lib/http-errors.js';
import { acceptCheckedUpload, declaredUploadType } from '#server/modules/media/index.js';
import { UPLOAD_TYPE_MESSAGE, UPLOAD_TYPES, uploadTypeOfName } from '#shared/image-upload.js';
import type { PresignResponse } from '#shared/schemas/product-admin.js';
import type { ReviewsContext } from './context.js';

/** Review photos live under their order's folder, by keys the server makes (never a file name). */
const photoFolder = (orderId: number) => `reviews/${orderId}/`;

/** An upload URL for one photo of a review of this order, as product images get theirs. */
export async function presignReviewPhoto(
  ctx: ReviewsContext,
  orderId: number,
  request: { filename: string; contentType: string },
): Promise<PresignResponse> {
  const declared = declaredUploadType(request.filename, request.contentType);
  if (!declared) throw new UnsupportedMediaTypeError(UPLOAD_TYPE_MESSAGE);
  const key = `${photoFolder(orderId)}${randomUUID()}.${UPLOAD_TYPES[declared]}`;
  return { uploadUrl: await ctx.storage.uploadUrl(key, declared), key, contentType: declared };
}

/**
 * Every photo key was made for this order and its stored bytes pass the product images' check by
 * content; then they are accepted for serving. A photo that fails is removed.
 */
export async function acceptReviewPhotos(
  ctx: ReviewsContext,
  orderId: number,
  keys: string[],
): Promise<void> {
  const discard = (key: string) => ctx.storage.remove(key);
  for (const [index, key] of keys.entries()) {
    const contentType = uploadTypeOfName(key);
    if (!key.startsWith(photoFolder(orderId)) || !contentType) {
      throw new ValidationError(`Photo ${index + 1} was not uploaded for this order.`);
    }
    if (!(await acceptCheckedUpload(ctx.storage, key, contentType, discard))) {
      throw new ConflictError(`Photo ${index + 1} has not been uploaded. Please add it again.`);
    }
  }
}
