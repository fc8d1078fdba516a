import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderStatusApiPath } from '#shared/admin-api-paths.js';
import type { OrderStatus } from '#shared/constants.js';
import {
  type AdminOrder,
  type AdminOrderItems,
  orderStatusUpdateResponseSchema,
} from '#shared/schemas/admin-order.js';
import { api } from '#web/lib/api-client.ts';
import { adminOrdersKey } from './get-admin-orders';
import { adminOrderItemsKey } from './get-order-items';

export function setOrderStatus(input: { orderId: number; status: OrderStatus }) {
  return api.put(
    adminOrderStatusApiPath(input.orderId),
    { status: input.status },
    { schema: orderStatusUpdateResponseSchema },
  );
}

/**
 * Spec section 4: the local list updates as soon as the server agrees; the detail's history and
 * the analytics (revenue moves with a status) are read afresh.
 */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    meta: { failure: 'Failed to update status' },
    onSuccess: ({ order, history }) => {
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: [...adminOrdersKey, 'list'] }, (list) =>
        list?.map((item) => (item.orderId === order.orderId ? order : item)),
      );
      queryClient.setQueryData<AdminOrderItems>(adminOrderItemsKey(order.orderId), (detail) =>
        detail ? { ...detail, history } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: ['analytics'] });
    },
  });
}
