import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderStatusesApiPath } from '#shared/admin-api-paths.js';
import {
  type BulkOrderStatus,
  bulkOrderStatusResponseSchema,
} from '#shared/schemas/admin-order.js';
import { api } from '#web/lib/api-client.ts';
import { adminOrdersKey } from './get-admin-orders';

/** PUT /orders/admin/orders/status: several orders, one status, all or none. */
export function useSetOrderStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderIds: number[]; status: BulkOrderStatus }) =>
      api.put(adminOrderStatusesApiPath, input, { schema: bulkOrderStatusResponseSchema }),
    meta: { failure: 'Failed to update status' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
        queryClient.invalidateQueries({ queryKey: ['analytics'] }),
      ]),
  });
}
