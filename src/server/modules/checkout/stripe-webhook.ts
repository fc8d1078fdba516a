import type Stripe from 'stripe';
import type { CheckoutContext } from './checkout-context.js';
import { completeCheckout, type PaymentEvent, releaseCheckout } from './fulfilment.js';
import { recordPaymentEvent } from './repository.js';
import { outcomeOf } from './stripe-provider.js';

/**
 * Acts on one verified Stripe event. Each event id is recorded in the same transaction as what it
 * changes, so a replay (Stripe retries, or an attacker resending a captured event) changes nothing.
 */
export async function handleStripeEvent(ctx: CheckoutContext, event: Stripe.Event): Promise<void> {
  const seen: PaymentEvent = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const outcome = outcomeOf(event.data.object);
      if (outcome.status === 'paid') {
        await completeCheckout(ctx, event.data.object.id, outcome.details, seen);
        return;
      }
      // Completed but the money is on its way: the reservation waits for the async outcome.
      break;
    }
    case 'checkout.session.async_payment_failed':
      await releaseCheckout(ctx, event.data.object.id, 'payment failed', seen);
      return;
    case 'checkout.session.expired':
      await releaseCheckout(ctx, event.data.object.id, 'expired', seen);
      return;
    default:
      break;
  }
  await recordPaymentEvent(ctx.db, seen.id, seen.type);
}
