import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderApiPath } from '#shared/api-paths.js';
import { customerOrderDetailSchema, type OrderItem } from '#shared/schemas/order.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';

export async function getOrderItems(orderId: number, signal?: AbortSignal): Promise<OrderItem[]> {
  const { items } = await api.get(orderApiPath(orderId), {
    schema: customerOrderDetailSchema,
    signal,
  });
  return items;
}

/** An order's items, loaded when its row is first expanded (spec section 4). */
export function useOrderItems(orderId: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [ACCOUNT_SCOPE, 'orders', orderId, 'items'],
      queryFn: ({ signal }) => getOrderItems(orderId, signal),
    }),
    enabled,
  });
}
