import {
  DELIVERY_STATE_LABELS,
  DELIVERY_STATE_TEXT,
  type DeliveryState,
} from '#shared/delivery-states.js';
import type { DeliveryStep } from '#shared/schemas/order.js';
import { Timeline } from './timeline';

/** The delivery's state in a sentence, and each of its steps with when (and why, when told). */
export function DeliveryProgress(props: { state: DeliveryState; steps: DeliveryStep[] }) {
  return (
    <>
      <p className="mt-3 font-medium text-navy" data-testid="delivery-state">
        {DELIVERY_STATE_TEXT[props.state]}
      </p>
      <Timeline
        current="current delivery step"
        steps={props.steps.map((step) => ({
          key: `${step.state}-${step.at}`,
          label: DELIVERY_STATE_LABELS[step.state],
          at: step.at,
          note: step.note,
        }))}
      />
    </>
  );
}
