import { productMainImageApiPath } from '#shared/admin-api-paths.js';
import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { useCatalogueChange } from './catalogue-change';

export function deleteMainImage(productId: number) {
  return api.delete(productMainImageApiPath(productId), {
    schema: productImagesResponseSchema,
  });
}

export const useDeleteMainImage = (productId: number) =>
  useCatalogueChange(() => deleteMainImage(productId), { failure: 'Failed to remove main image' });
