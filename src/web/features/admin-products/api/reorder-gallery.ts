import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';

export function reorderGallery(productId: number, imageIds: number[]) {
  return api.put(
    `/products/${productId}/images/order`,
    { imageIds },
    { schema: productImagesResponseSchema },
  );
}
