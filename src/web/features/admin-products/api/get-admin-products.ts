import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsApiPath } from '#shared/api-paths.js';
import { type Product, productListSchema } from '#shared/schemas/product.js';
import { api } from '#web/lib/api-client.ts';
import { adminProductsKey } from './query-keys';

/** Every product, hidden ones included (admins only). */
export function getAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  return api.get(productsApiPath, {
    query: { includeHidden: 1 },
    schema: productListSchema,
    signal,
  });
}

export function getAdminProductsQueryOptions() {
  return queryOptions({
    queryKey: adminProductsKey,
    queryFn: ({ signal }) => getAdminProducts(signal),
  });
}

export function useAdminProducts() {
  return useQuery(getAdminProductsQueryOptions());
}
