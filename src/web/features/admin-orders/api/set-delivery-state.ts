import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderItems } from '#shared/schemas/admin-order.js';
import { DELIVERY_MOVE_FAILURE, setDeliveryState } from '#web/api/set-delivery-state.ts';
import { auditQueryKey, runSheetQueryKey } from '#web/lib/query-keys.ts';
import { adminOrdersKey } from './get-admin-orders';
import { adminOrderItemsKey } from './get-order-items';

/** A delivery move (decision 0058): the list and the detail's steps as the server now has them. */
export function useSetDeliveryState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeliveryState,
    meta: { failure: DELIVERY_MOVE_FAILURE },
    onSuccess: ({ order, deliverySteps }) => {
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: [...adminOrdersKey, 'list'] }, (list) =>
        list?.map((item) => (item.orderId === order.orderId ? order : item)),
      );
      queryClient.setQueryData<AdminOrderItems>(adminOrderItemsKey(order.orderId), (detail) =>
        detail ? { ...detail, deliverySteps } : detail,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
        queryClient.invalidateQueries({ queryKey: runSheetQueryKey }),
      ]);
    },
  });
}
