import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  orderCancelApiPath,
  orderDeliveryChargeApiPath,
  orderDeliverySlotApiPath,
} from '#shared/api-paths.js';
import type { RescheduleRequest } from '#shared/schemas/delivery.js';
import { checkoutSessionResponseSchema, orderTrackingSchema } from '#shared/schemas/order.js';
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

/**
 * POST /orders/{id}/delivery-slot/charge: after free changes ended, the move is paid for first on
 * the provider's page (decision 0062), which sends the customer back to the tracking page.
 */
export function usePayToMoveDelivery(orderId: number, sessionId: string) {
  return useMutation({
    mutationFn: (slot: Omit<RescheduleRequest, 'session_id'>) =>
      api.post(
        orderDeliveryChargeApiPath(orderId),
        { ...slot, session_id: sessionId },
        { schema: checkoutSessionResponseSchema },
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/**
 * POST /orders/{id}/cancel: the customer cancels the order (decision 0059); after free changes
 * ended, with the charge accepted, kept from the refund (decision 0062).
 */
export function useCancelOrder(orderId: number, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (acceptCharge: boolean) =>
      api.post(
        orderCancelApiPath(orderId),
        { session_id: sessionId, acceptCharge },
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
