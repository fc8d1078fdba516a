import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';

export function deleteGalleryImage(productId: number, imageId: number) {
  return api.delete(`/products/${productId}/images/${imageId}`, {
    schema: productImagesResponseSchema,
  });
}
