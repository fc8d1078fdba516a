import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminOrderNotesApiPath } from '#shared/admin-api-paths.js';
import { noteResponseSchema, staffNoteListSchema } from '#shared/schemas/customers.js';
import { api } from '#web/lib/api-client.ts';
import { adminOrdersKey } from './get-admin-orders';

const orderNotesKey = (orderId: number) => [...adminOrdersKey, 'notes', orderId] as const;

/** GET /orders/admin/orders/{id}/notes: staff's internal notes on the order. */
export function useOrderNotes(orderId: number) {
  return useQuery(
    queryOptions({
      queryKey: orderNotesKey(orderId),
      queryFn: ({ signal }) =>
        api.get(adminOrderNotesApiPath(orderId), { schema: staffNoteListSchema, signal }),
    }),
  );
}

/** POST /orders/admin/orders/{id}/notes: the form shows a refused note at its field. */
export function useAddOrderNote(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api.post(adminOrderNotesApiPath(orderId), { body }, { schema: noteResponseSchema }),
    meta: { failure: 'Failed to add the note', formShowsProblems: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderNotesKey(orderId) }),
  });
}
