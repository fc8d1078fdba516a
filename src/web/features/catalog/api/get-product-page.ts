import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { productPageApiPath } from '#shared/api-paths.js';
import type { Collection } from '#shared/constants.js';
import type { ProductPage } from '#shared/schemas/product.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';
import { type BrowseParams, pageWindow } from '../lib/browse-params';

/** One page of a storefront listing: its browse parameters, a collection and search text. */
export interface ProductPageRequest extends BrowseParams {
  collection?: Collection | undefined;
  q?: string | undefined;
}

export function getProductPage(
  { page, ...request }: ProductPageRequest,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return api.get(productPageApiPath, {
    query: { ...request, q: request.q || undefined, ...pageWindow(page) },
    schema: async () => (await import('#shared/schemas/product.js')).productPageSchema,
    signal,
  });
}

/**
 * Under the catalogue scope, so the server renders the listing with it (entry-server.tsx). The
 * last page stays (dimmed) while the next loads, so the grid does not blink as filters change.
 */
export function getProductPageQueryOptions(request: ProductPageRequest) {
  return queryOptions({
    queryKey: [CATALOG_SCOPE, 'page', request],
    queryFn: ({ signal }) => getProductPage(request, signal),
    placeholderData: keepPreviousData,
  });
}
