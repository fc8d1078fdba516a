import { queryOptions, useQuery } from '@tanstack/react-query';
import { productFeaturesApiPath } from '#shared/api-paths.js';
import type { ProductFeature } from '#shared/schemas/product.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

/** A product's feature sections, sorted by the server. */
export function getProductFeatures(
  productId: number,
  signal?: AbortSignal,
): Promise<ProductFeature[]> {
  return api.get(productFeaturesApiPath(productId), {
    // Home's highlights ask as the page opens: zod loads alongside the call, not before the page.
    schema: async () => (await import('#shared/schemas/product.js')).productFeatureListSchema,
    signal,
  });
}

export function getProductFeaturesQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [CATALOG_SCOPE, 'features', productId],
    queryFn: ({ signal }) => getProductFeatures(productId, signal),
  });
}

export function useProductFeatures(productId: number) {
  return useQuery(getProductFeaturesQueryOptions(productId));
}
