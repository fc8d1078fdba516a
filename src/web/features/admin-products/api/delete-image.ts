import { productImageApiPath } from '#shared/admin-api-paths.js';
import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';

export function deleteGalleryImage(productId: number, imageId: number) {
  return api.delete(productImageApiPath(productId, imageId), {
    schema: productImagesResponseSchema,
  });
}
