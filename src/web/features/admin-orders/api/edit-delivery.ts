import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminOrderDeliveryApiPath } from '#shared/admin-api-paths.js';
import { type AdminOrder, orderDeliveryEditResponseSchema } from '#shared/schemas/admin-order.js';
import type { StaffDeliveryEdit } from '#shared/schemas/delivery.js';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey, runSheetQueryKey } from '#web/lib/query-keys.ts';
import { adminOrdersKey } from './get-admin-orders';
import { adminOrderItemsKey } from './get-order-items';

export function editDelivery(input: { orderId: number; delivery: StaffDeliveryEdit }) {
  return api.put(adminOrderDeliveryApiPath(input.orderId), input.delivery, {
    schema: orderDeliveryEditResponseSchema,
  });
}

/**
 * Staff change the phone, address or slot: the list shows the order as the server now has it;
 * its steps (a moved delivery is booked again), the run sheet and the audit trail are read afresh.
 * A refusal at a field shows there; any other failure is alerted.
 */
export function useEditDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDelivery,
    meta: { failure: 'Failed to change the delivery', formShowsProblems: true },
    onSuccess: ({ order }) => {
      queryClient.setQueriesData<AdminOrder[]>({ queryKey: [...adminOrdersKey, 'list'] }, (list) =>
        list?.map((item) => (item.orderId === order.orderId ? order : item)),
      );
      return Promise.all(
        [adminOrderItemsKey(order.orderId), runSheetQueryKey, auditQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
