import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrderItemsApiPath } from '#shared/admin-api-paths.js';
import { type AdminOrderItems, adminOrderItemsSchema } from '#shared/schemas/admin-order.js';
import { api } from '#web/lib/api-client.ts';
import { adminOrdersKey } from './get-admin-orders';

export const adminOrderItemsKey = (orderId: number) =>
  [...adminOrdersKey, 'items', orderId] as const;

/** GET /orders/admin/orders/{id}/items: the lines, and the status history with who and when. */
export function getOrderItems(orderId: number, signal?: AbortSignal): Promise<AdminOrderItems> {
  return api.get(adminOrderItemsApiPath(orderId), {
    schema: adminOrderItemsSchema,
    signal,
  });
}

export function useOrderItems(orderId: number) {
  return useQuery(
    queryOptions({
      queryKey: adminOrderItemsKey(orderId),
      queryFn: ({ signal }) => getOrderItems(orderId, signal),
    }),
  );
}
