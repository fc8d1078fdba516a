import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsApiPath } from '#shared/api-paths.js';
import type { Collection } from '#shared/constants.js';
import type { Product } from '#shared/schemas/product.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

/** The storefront only ever lists visible products; admin listings have their own call. */
export interface ProductListParams {
  collection?: Collection | undefined;
  /** Search text: the server ranks by relevance and forgives typos. Blank means no search. */
  q?: string | undefined;
}

export function getProducts(
  { collection, q }: ProductListParams = {},
  signal?: AbortSignal,
): Promise<Product[]> {
  return api.get(productsApiPath, {
    query: { visibleOnly: 1, collection, q: q || undefined },
    // Home and the listings open on this call: zod loads alongside it, not before the page shows.
    schema: async () => (await import('#shared/schemas/product.js')).productListSchema,
    signal,
  });
}

export function getProductsQueryOptions({ collection, q }: ProductListParams = {}) {
  return queryOptions({
    queryKey: [CATALOG_SCOPE, 'visible', collection ?? 'all', q ?? ''],
    queryFn: ({ signal }) => getProducts({ collection, q }, signal),
  });
}

export function useProducts(params: ProductListParams = {}) {
  return useQuery(getProductsQueryOptions(params));
}
