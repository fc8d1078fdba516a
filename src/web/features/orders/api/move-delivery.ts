import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDeliverySlotApiPath } from '#shared/api-paths.js';
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
    mutationFn: (slot: RescheduleRequest) =>
      api.put(orderDeliverySlotApiPath(orderId, sessionId), slot, { schema: orderTrackingSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE, 'order-tracking'] }),
        queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE, 'orders'] }),
      ]),
  });
}
