import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lowStockApiPath } from '#shared/admin-api-paths.js';
import { type LowStock, lowStockSchema } from '#shared/schemas/low-stock.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

/** Under the catalogue's scope: any stock change makes it stale with the product list. */
const lowStockKey = [CATALOG_SCOPE, 'admin', 'low-stock'] as const;

/** GET /admin/low-stock: the owner's threshold and what is at or under it, fewest first. */
export function useLowStock() {
  return useQuery(
    queryOptions({
      queryKey: lowStockKey,
      queryFn: ({ signal }) => api.get(lowStockApiPath, { schema: lowStockSchema, signal }),
    }),
  );
}

/** PUT /admin/low-stock: a new threshold, answered with the list it gives. */
export function useSetLowStockThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) =>
      api.put(lowStockApiPath, { threshold }, { schema: lowStockSchema }),
    meta: { failure: 'Request failed' },
    onSuccess: (list: LowStock) => queryClient.setQueryData(lowStockKey, list),
  });
}
