import { productImagesResponseSchema } from '../../../../shared/schemas/product-admin.js';
import { api } from '../../../lib/api-client';

export function reorderGallery(productId: number, imageIds: number[]) {
  return api.put(
    `/products/${productId}/images/order`,
    { imageIds },
    { schema: productImagesResponseSchema },
  );
}
