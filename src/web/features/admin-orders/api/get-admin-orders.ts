import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminOrdersApiPath } from '#shared/admin-api-paths.js';
import type { OrderStatus } from '#shared/constants.js';
import {
  ADMIN_ORDER_LIST_LIMIT,
  type AdminOrder,
  adminOrderListSchema,
} from '#shared/schemas/admin-order.js';
import { api } from '#web/lib/api-client.ts';
import { adminOrdersQueryKey } from '#web/lib/query-keys.ts';

export interface AdminOrdersFilter {
  q: string;
  status: OrderStatus | undefined;
  /** Placed on or after this Singapore date (YYYY-MM-DD). */
  from?: string | undefined;
  /** Placed on or before this Singapore date. */
  to?: string | undefined;
  /** Booked for delivery on this date. */
  delivery?: string | undefined;
}

export const adminOrdersKey = adminOrdersQueryKey;
export const adminOrdersListKey = (filter: AdminOrdersFilter) =>
  [...adminOrdersKey, 'list', filter] as const;

/** GET /orders/admin/orders?limit=200 (spec section 7), newest first, searched on the server. */
export async function getAdminOrders(
  filter: AdminOrdersFilter,
  signal?: AbortSignal,
): Promise<AdminOrder[]> {
  const answer = await api.get(adminOrdersApiPath, {
    query: {
      limit: ADMIN_ORDER_LIST_LIMIT,
      q: filter.q || undefined,
      status: filter.status,
      from: filter.from || undefined,
      to: filter.to || undefined,
      delivery: filter.delivery || undefined,
    },
    schema: adminOrderListSchema,
    signal,
  });
  return answer.orders;
}

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery(
    queryOptions({
      queryKey: adminOrdersListKey(filter),
      queryFn: ({ signal }) => getAdminOrders(filter, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
