import { productMainImageApiPath } from '#shared/admin-api-paths.js';
import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';

export function deleteMainImage(productId: number) {
  return api.delete(productMainImageApiPath(productId), {
    schema: productImagesResponseSchema,
  });
}
