import { productImageUploadApiPath } from '#shared/admin-api-paths.js';
import type { ImageKind } from '#shared/image-upload.js';
import { presignResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import {
  declaredType,
  fileProblem,
  putWithProgress,
  UploadError,
} from '#web/lib/storage-upload.ts';

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
    { kind, filename: file.name, contentType: declaredType(file) },
    { schema: presignResponseSchema },
  );
  await putWithProgress(grant.uploadUrl, file, grant.contentType, onProgress);
  return grant.key;
}
