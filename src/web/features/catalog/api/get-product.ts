import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../shared/schemas/product.js';
import { api } from '../../../lib/api-client';
import { CATALOG_SCOPE } from '../../../lib/query-keys';

export function getProduct(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get(`/products/${productId}`, {
    // The product route's loader asks before the page's code (and zod) have loaded.
    schema: async () => (await import('../../../../shared/schemas/product.js')).productSchema,
    signal,
  });
}

export function getProductQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [CATALOG_SCOPE, 'detail', productId],
    queryFn: ({ signal }) => getProduct(productId, signal),
  });
}

export function useProduct(productId: number) {
  return useQuery(getProductQueryOptions(productId));
}
