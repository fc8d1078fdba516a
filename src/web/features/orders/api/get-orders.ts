import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApiPath } from '#shared/api-paths.js';
import { type CustomerOrder, customerOrdersResponseSchema } from '#shared/schemas/order.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';

export async function getOrders(signal?: AbortSignal): Promise<CustomerOrder[]> {
  const { orders } = await api.get(ordersApiPath, {
    schema: customerOrdersResponseSchema,
    signal,
  });
  return orders;
}

export function getOrdersQueryOptions() {
  return queryOptions({
    queryKey: [ACCOUNT_SCOPE, 'orders'],
    queryFn: ({ signal }) => getOrders(signal),
  });
}

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}
