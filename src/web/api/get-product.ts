import { queryOptions, useQuery } from '@tanstack/react-query';
import { productApiPath } from '#shared/api-paths.js';
import type { Product } from '#shared/schemas/product.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

export function getProduct(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get(productApiPath(productId), {
    // The product route's loader asks before the page's code (and zod) have loaded.
    schema: async () => (await import('#shared/schemas/product.js')).productSchema,
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
