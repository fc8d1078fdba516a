import { productImagesResponseSchema } from '../../../../shared/schemas/product-admin.js';
import { api } from '../../../lib/api-client';

export function deleteMainImage(productId: number) {
  return api.delete(`/products/${productId}/main-image`, { schema: productImagesResponseSchema });
}
