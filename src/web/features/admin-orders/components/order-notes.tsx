import { QueryStates } from '#web/components/query-states.tsx';
import { StaffNotes } from '#web/components/staff-notes.tsx';
import { useAddOrderNote, useOrderNotes } from '../api/order-notes';

/** An order's internal notes (issue 25): what staff need to know, never shown to the customer. */
export function OrderNotes({ orderId }: { orderId: number }) {
  const notes = useOrderNotes(orderId);
  const add = useAddOrderNote(orderId);
  return (
    <QueryStates query={notes} failure="Request failed" compact isEmpty={() => false}>
      {(list) => (
        <StaffNotes notes={list} onAdd={(body) => add.mutateAsync(body)} pending={add.isPending} />
      )}
    </QueryStates>
  );
}
