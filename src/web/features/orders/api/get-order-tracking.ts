import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { orderTrackingApiPath } from '#shared/api-paths.js';
import { CHARGE_PARAMETER, chargeNewsOf, myOrderPath } from '#shared/paths.js';
import { type OrderTracking, orderTrackingSchema } from '#shared/schemas/order.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';

export function getOrderTracking(
  orderId: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<OrderTracking> {
  return api.get(orderTrackingApiPath(orderId, sessionId), { schema: orderTrackingSchema, signal });
}

/**
 * In the account scope: whether the order is the viewer's own depends on who is logged in, so a
 * login or logout drops the answer. A 404 (a wrong link) is final, not retried.
 */
export function orderTrackingQueryOptions(orderId: string, sessionId: string) {
  return queryOptions({
    queryKey: [ACCOUNT_SCOPE, 'order-tracking', orderId, sessionId],
    queryFn: ({ signal }) => getOrderTracking(orderId, sessionId, signal),
    retry: false,
  });
}

export function useOrderTracking(orderId: string, sessionId: string) {
  return useQuery(orderTrackingQueryOptions(orderId, sessionId));
}

/**
 * The tracking page's loader: the order's own customer, logged in, is shown it in My Orders;
 * everybody else with the link gets the read-only page (which shows its own errors).
 */
export function orderTrackingLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const orderId = params.orderId ?? '';
    const { searchParams } = new URL(request.url);
    const sessionId = searchParams.get('session_id') ?? '';
    const tracking = await queryClient
      .fetchQuery(orderTrackingQueryOptions(orderId, sessionId))
      .catch(() => undefined);
    if (tracking?.mine) {
      // Back from a charge's payment page, the news goes along.
      const news = chargeNewsOf(searchParams);
      const mine = myOrderPath(tracking.order.order_id);
      throw redirect(news ? `${mine}&${CHARGE_PARAMETER}=${news}` : mine);
    }
    return null;
  };
}
