import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { orderCancelApiPath, orderDeliverySlotApiPath } from '#shared/api-paths.js';
import type { RescheduleRequest } from '#shared/schemas/delivery.js';
import { orderTrackingSchema } from '#shared/schemas/order.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';

/**
 * PUT /orders/{id}/delivery-slot: the customer moves their delivery (the tracking link's key, or
 * none when logged in as its customer). The order's views are read afresh.
 */
export function useMoveDelivery(orderId: number, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: Omit<RescheduleRequest, 'session_id'>) =>
      api.put(
        orderDeliverySlotApiPath(orderId),
        { ...slot, session_id: sessionId },
        { schema: orderTrackingSchema },
      ),
    onSuccess: () => readOrdersAfresh(queryClient),
  });
}

/** POST /orders/{id}/cancel: the customer cancels the order before the cut-off (decision 0059). */
export function useCancelOrder(orderId: number, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(
        orderCancelApiPath(orderId),
        { session_id: sessionId },
        { schema: orderTrackingSchema },
      ),
    onSuccess: () => readOrdersAfresh(queryClient),
  });
}

/** The customer's views of their orders, after a change of one. */
function readOrdersAfresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE, 'order-tracking'] }),
    queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE, 'orders'] }),
  ]);
}
