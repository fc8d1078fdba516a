import { useId, useState } from 'react';
import { DELIVERY_STATE_LABELS, deliveryEditable } from '#shared/delivery-states.js';
import type { AdminDeliveryStep, AdminOrder } from '#shared/schemas/admin-order.js';
import { formatDateTime } from '#shared/time.js';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { DeliveryMoves } from '#web/components/delivery-moves.tsx';
import { useSetDeliveryState } from '../api/set-delivery-state';
import { DeliveryEditForm } from './delivery-edit-form';

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

/**
 * The order's delivery (decision 0058): where it is, every step with who and when, and the moves
 * the shared table allows now.
 */
export function DeliverySection(props: {
  order: AdminOrder;
  steps: readonly AdminDeliveryStep[] | undefined;
}) {
  const { order } = props;
  const setState = useSetDeliveryState();
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted">
          Change delivery
        </h3>
        <DeliveryEditForm order={order} onDone={() => setEditing(false)} />
      </section>
    );
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
      <DeliveryMoves
        orderId={order.orderId}
        status={order.status}
        state={order.deliveryState}
        busy={setState.isPending}
        onMove={(state, note) =>
          setState.mutateAsync({ orderId: order.orderId, move: { state, note } }).then(
            () => true,
            () => false,
          )
        }
      />
      {deliveryEditable(order.status, order.deliveryState) && (
        <button
          type="button"
          onClick={() => setEditing(true)}
          className={`${secondaryButtonClass} mt-3`}
        >
          Change Delivery…
        </button>
      )}
    </section>
  );
}
