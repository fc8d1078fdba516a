import { productApiPath } from '#shared/api-paths.js';
import { api } from '#web/lib/api-client.ts';
import { useCatalogueChange } from './catalogue-change';

export function deleteProduct(productId: number): Promise<unknown> {
  return api.delete(productApiPath(productId));
}

export const useDeleteProduct = () =>
  useCatalogueChange(deleteProduct, { failure: 'Delete failed' });
