import { productImageOrderApiPath } from '#shared/admin-api-paths.js';
import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';

export function reorderGallery(productId: number, imageIds: number[]) {
  return api.put(
    productImageOrderApiPath(productId),
    { imageIds },
    { schema: productImagesResponseSchema },
  );
}
