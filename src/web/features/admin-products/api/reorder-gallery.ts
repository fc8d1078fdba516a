import { productImageOrderApiPath } from '#shared/admin-api-paths.js';
import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { useCatalogueChange } from './catalogue-change';

export function reorderGallery(productId: number, imageIds: number[]) {
  return api.put(
    productImageOrderApiPath(productId),
    { imageIds },
    { schema: productImagesResponseSchema },
  );
}

export const useReorderGallery = (productId: number) =>
  useCatalogueChange((imageIds: number[]) => reorderGallery(productId, imageIds), {
    failure: 'Request failed',
  });
