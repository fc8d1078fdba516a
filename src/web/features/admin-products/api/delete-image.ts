import { productImageApiPath } from '#shared/admin-api-paths.js';
import { productImagesResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { useCatalogueChange } from './catalogue-change';

export function deleteGalleryImage(productId: number, imageId: number) {
  return api.delete(productImageApiPath(productId, imageId), {
    schema: productImagesResponseSchema,
  });
}

export const useDeleteGalleryImage = (productId: number) =>
  useCatalogueChange((imageId: number) => deleteGalleryImage(productId, imageId), {
    failure: 'Failed to delete image',
  });
