import { productImagesApiPath } from '#shared/admin-api-paths.js';
import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';

/** Adds an uploaded file to the product as its main image or at the end of its gallery. */
export function registerImage(
  productId: number,
  image: { key: string; kind: 'main' | 'gallery'; sortOrder: number },
) {
  return api.post(productImagesApiPath(productId), image, {
    schema: productImagesResponseSchema,
  });
}
