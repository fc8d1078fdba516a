import { productImagesResponseSchema } from '../../../../shared/schemas/product-admin.js';
import { api } from '../../../lib/api-client';

export function deleteGalleryImage(productId: number, imageId: number) {
  return api.delete(`/products/${productId}/images/${imageId}`, {
    schema: productImagesResponseSchema,
  });
}
