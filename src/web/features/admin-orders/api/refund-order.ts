import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderRefundsApiPath } from '#shared/admin-api-paths.js';
import { type AdminOrder, refundResponseSchema } from '#shared/schemas/admin-order.js';
import type { RefundRequest } from '#shared/schemas/order-refund.js';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from '#web/lib/query-keys.ts';
import { adminOrdersKey } from './get-admin-orders';
import { adminOrderItemsKey } from './get-order-items';

export function refundOrder(input: { orderId: number; refund: RefundRequest }) {
  return api.post(adminOrderRefundsApiPath(input.orderId), input.refund, {
    schema: refundResponseSchema,
  });
}

/**
 * A refund (decision 0054): the list shows the order as the server now has it; the detail's lines
 * and refunds, its audit trail and the analytics (revenue falls on the refund's day) are read
 * afresh.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: ({ order }) => {
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: [...adminOrdersKey, 'list'] }, (list) =>
        list?.map((item) => (item.orderId === order.orderId ? order : item)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrderItemsKey(order.orderId) }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['analytics'] }),
      ]);
    },
  });
}
