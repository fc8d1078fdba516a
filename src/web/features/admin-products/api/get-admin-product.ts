import { queryOptions, useQuery } from '@tanstack/react-query';
import { productApiPath } from '#shared/api-paths.js';
import { type Product, productSchema } from '#shared/schemas/product.js';
import { api } from '#web/lib/api-client.ts';
import { adminProductKey } from './query-keys';

/** One product as the edit form shows it, with its images, sizes and features. */
export function getAdminProduct(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get(productApiPath(productId), { schema: productSchema, signal });
}

export function getAdminProductQueryOptions(productId: number) {
  return queryOptions({
    queryKey: adminProductKey(productId),
    queryFn: ({ signal }) => getAdminProduct(productId, signal),
  });
}

export function useAdminProduct(productId: number | undefined) {
  return useQuery({
    ...getAdminProductQueryOptions(productId ?? 0),
    enabled: Boolean(productId),
    meta: { failure: 'Failed to load product' },
  });
}
