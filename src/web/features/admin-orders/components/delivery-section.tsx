import { useId, useState } from 'react';
import {
  DELIVERY_NOTE_MAX,
  DELIVERY_STATE_LABELS,
  type DeliveryState,
  deliveryMoves,
  NOTE_NEEDED,
} from '#shared/delivery-states.js';
import {
  type AdminDeliveryStep,
  type AdminOrder,
  deliveryStateUpdateSchema,
} from '#shared/schemas/admin-order.js';
import { formatDateTime } from '#shared/time.js';
import { TextAreaField } from '#web/components/admin-fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { askConfirm } from '#web/lib/confirm.ts';
import { useSetDeliveryState } from '../api/set-delivery-state';

/** The buttons of the moves, as staff at the door read them. */
const MOVE_LABELS: Record<DeliveryState, string> = {
  booked: 'Mark Booked',
  confirmed: 'Mark Confirmed',
  out_for_delivery: 'Mark Out for Delivery',
  delivered: 'Mark Delivered',
  not_delivered: 'Not Delivered…',
};

function DeliveryStepList({ steps }: { steps: readonly AdminDeliveryStep[] }) {
  if (steps.length === 0) return <p className="mt-2 text-sm text-muted">No moves yet.</p>;
  return (
    <ol className="mt-2 space-y-1.5 text-sm">
      {steps.map((step) => (
        <li key={`${step.at}-${step.state}`}>
          <span className="font-medium text-ink">{DELIVERY_STATE_LABELS[step.state]}</span>{' '}
          <span className="text-muted">
            {formatDateTime(step.at)} · {step.by ?? 'the shop, the day before'}
          </span>
          {step.note && <span className="block text-ink">“{step.note}”</span>}
        </li>
      ))}
    </ol>
  );
}

/** Why the delivery was not made: the customer is mailed it, so it is asked before it is saved. */
function NotDeliveredForm(props: {
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
    <form onSubmit={save} noValidate aria-label="Not delivered" className="mt-3 space-y-3">
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
 * The order's delivery (decision 0058): where it is, every step with who and when, and a button
 * for each move the shared table allows now. Every move mails the customer, so it asks first.
 */
export function DeliverySection(props: {
  order: AdminOrder;
  steps: readonly AdminDeliveryStep[] | undefined;
}) {
  const { order } = props;
  const setState = useSetDeliveryState();
  const [noting, setNoting] = useState(false);
  const headingId = useId();
  const moves = deliveryMoves(order.status, order.deliveryState);
  const save = (state: DeliveryState, note = '') =>
    setState.mutate(
      { orderId: order.orderId, move: { state, note } },
      { onSuccess: () => setNoting(false) },
    );

  async function move(state: DeliveryState) {
    if (NOTE_NEEDED.includes(state)) return setNoting(true);
    const label = DELIVERY_STATE_LABELS[state].toLowerCase();
    const confirmed = await askConfirm({
      message: `Mark order #${order.orderId} ${label}?`,
      detail: 'The customer is mailed.',
      confirmLabel: MOVE_LABELS[state],
    });
    if (confirmed) save(state);
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted">
        Delivery
      </h3>
      <p role="status" className="mt-2 text-sm text-ink">
        <strong>{DELIVERY_STATE_LABELS[order.deliveryState]}</strong>
        {order.delivery.slot && ` · ${order.delivery.slot}`}
      </p>
      {props.steps && <DeliveryStepList steps={props.steps} />}
      {noting ? (
        <NotDeliveredForm
          busy={setState.isPending}
          onSave={(note) => save('not_delivered', note)}
          onCancel={() => setNoting(false)}
        />
      ) : (
        moves.length > 0 && (
          <div className="mt-3 flex flex-wrap gap-3">
            {moves.map((state) => (
              <button
                key={state}
                type="button"
                disabled={setState.isPending}
                onClick={() => void move(state)}
                className={state === 'not_delivered' ? secondaryButtonClass : primaryButtonClass}
              >
                {MOVE_LABELS[state]}
              </button>
            ))}
          </div>
        )
      )}
    </section>
  );
}
