import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderDeliveryStateApiPath } from '#shared/admin-api-paths.js';
import {
  type AdminOrder,
  type AdminOrderItems,
  type DeliveryStateUpdate,
  deliveryStateUpdateResponseSchema,
} from '#shared/schemas/admin-order.js';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from '#web/lib/query-keys.ts';
import { adminOrdersKey } from './get-admin-orders';
import { adminOrderItemsKey } from './get-order-items';

export function setDeliveryState(input: { orderId: number; move: DeliveryStateUpdate }) {
  return api.put(adminOrderDeliveryStateApiPath(input.orderId), input.move, {
    schema: deliveryStateUpdateResponseSchema,
  });
}

/** A delivery move (decision 0058): the list and the detail's steps as the server now has them. */
export function useSetDeliveryState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeliveryState,
    meta: { failure: 'Failed to update the delivery' },
    onSuccess: ({ order, deliverySteps }) => {
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: [...adminOrdersKey, 'list'] }, (list) =>
        list?.map((item) => (item.orderId === order.orderId ? order : item)),
      );
      queryClient.setQueryData<AdminOrderItems>(adminOrderItemsKey(order.orderId), (detail) =>
        detail ? { ...detail, deliverySteps } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}
