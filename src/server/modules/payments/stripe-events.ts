import type Stripe from 'stripe';
import type { PaymentEvent } from './payment-provider.js';
import { outcomeOf } from './stripe-provider.js';

/**
 * A verified Stripe event in the words every provider's events are told in. Stripe's guidance for
 * methods that may settle later (PayNow, GrabPay): `checkout.session.completed` means paid only
 * when its `payment_status` says so; otherwise the money is on its way and
 * `async_payment_succeeded` or `async_payment_failed` follows.
 */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const seen = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const outcome = outcomeOf(event.data.object);
      if (outcome.status !== 'paid') return { ...seen, kind: 'noted' };
      return {
        ...seen,
        kind: 'paid',
        providerSessionId: event.data.object.id,
        details: outcome.details,
      };
    }
    case 'checkout.session.async_payment_failed':
      return { ...seen, kind: 'failed', providerSessionId: event.data.object.id };
    case 'checkout.session.expired':
      return { ...seen, kind: 'expired', providerSessionId: event.data.object.id };
    // PayNow and GrabPay refunds settle after Stripe accepted them (decision 0054).
    case 'refund.updated':
    case 'refund.failed':
      return {
        ...seen,
        kind: 'refund',
        providerRefundId: event.data.object.id,
        state: refundStateOf(event.type, event.data.object.status),
      };
    default:
      return { ...seen, kind: 'noted' };
  }
}

/** Stripe's refund status as the shop keeps it: canceled and failed both gave nothing back. */
function refundStateOf(type: string, status: string | null): 'pending' | 'succeeded' | 'failed' {
  if (type === 'refund.failed' || status === 'failed' || status === 'canceled') return 'failed';
  return status === 'succeeded' ? 'succeeded' : 'pending';
}
