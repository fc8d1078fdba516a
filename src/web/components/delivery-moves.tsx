import { useState } from 'react';
import type { OrderStatus } from '#shared/constants.js';
import {
  DELIVERY_NOTE_MAX,
  DELIVERY_STATE_LABELS,
  type DeliveryState,
  deliveryMoves,
  NOTE_NEEDED,
} from '#shared/delivery-states.js';
import { deliveryStateUpdateSchema } from '#shared/schemas/admin-order.js';
import { askConfirm } from '#web/lib/confirm.ts';
import { TextAreaField } from './admin-fields';
import { primaryButtonClass, secondaryButtonClass } from './button-classes';

/** The buttons of the moves, as staff at the door read them (there is no move back to booked). */
const MOVE_LABELS: Record<Exclude<DeliveryState, 'booked'>, string> = {
  confirmed: 'Mark Confirmed',
  out_for_delivery: 'Mark Out for Delivery',
  delivered: 'Mark Delivered',
  not_delivered: 'Not Delivered…',
};
const moveLabel = (state: DeliveryState) => (state === 'booked' ? '' : MOVE_LABELS[state]);

/** Why the delivery was not made: the customer is mailed it, so it is asked before it is saved. */
function NotDeliveredForm(props: {
  orderId: number;
  busy: boolean;
  onSave: (note: string) => void;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  function save(event: React.FormEvent) {
    event.preventDefault();
    const checked = deliveryStateUpdateSchema.safeParse({ state: 'not_delivered', note });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    props.onSave(checked.data.note);
  }
  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={`Order #${props.orderId} not delivered`}
      className="mt-3 space-y-3 print:hidden"
    >
      <TextAreaField
        label="Why was it not delivered?"
        hint="The customer is mailed this."
        rows={3}
        maxLength={DELIVERY_NOTE_MAX}
        value={note}
        error={error}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={props.busy} className={primaryButtonClass}>
          Save: Not Delivered
        </button>
        <button type="button" onClick={props.onCancel} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * A button for each move of an order's delivery the shared table allows now (decision 0058).
 * Every move mails the customer, so each asks first; not delivered asks why instead. `onMove`
 * answers whether the move was saved.
 */
export function DeliveryMoves(props: {
  orderId: number;
  status: OrderStatus;
  state: DeliveryState;
  busy: boolean;
  onMove: (state: DeliveryState, note: string) => Promise<boolean>;
}) {
  const [noting, setNoting] = useState(false);
  const moves = deliveryMoves(props.status, props.state);

  async function move(state: DeliveryState) {
    if (NOTE_NEEDED.includes(state)) return setNoting(true);
    const confirmed = await askConfirm({
      message: `Mark order #${props.orderId} ${DELIVERY_STATE_LABELS[state].toLowerCase()}?`,
      detail: 'The customer is mailed.',
      confirmLabel: moveLabel(state),
    });
    if (confirmed) await props.onMove(state, '');
  }

  if (noting) {
    return (
      <NotDeliveredForm
        orderId={props.orderId}
        busy={props.busy}
        onSave={async (note) => {
          if (await props.onMove('not_delivered', note)) setNoting(false);
        }}
        onCancel={() => setNoting(false)}
      />
    );
  }
  if (moves.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-3 print:hidden">
      {moves.map((state) => (
        <button
          key={state}
          type="button"
          disabled={props.busy}
          onClick={() => void move(state)}
          aria-label={`${moveLabel(state)}: order #${props.orderId}`}
          className={state === 'not_delivered' ? secondaryButtonClass : primaryButtonClass}
        >
          {moveLabel(state)}
        </button>
      ))}
    </div>
  );
}
