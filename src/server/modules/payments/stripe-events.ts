import type Stripe from 'stripe';
import type { RefundState } from '#shared/constants.js';
import type { PaymentEvent, PaymentProvider } from './payment-provider.js';

/**
 * A verified Stripe event in the words every provider's events are told in. Stripe's guidance for
 * methods that may settle later (PayNow, GrabPay): `checkout.session.completed` means paid only
 * when its `payment_status` says so; otherwise the money is on its way and
 * `async_payment_succeeded` or `async_payment_failed` follows. A paid session is read again from
 * Stripe, with the charge that says how it was paid (the event carries only the session).
 */
export async function paymentEventOf(
  event: Stripe.Event,
  stripe: PaymentProvider,
): Promise<PaymentEvent> {
  const seen = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status === 'unpaid') return { ...seen, kind: 'noted' };
      const outcome = await stripe.retrieveSession(session.id);
      if (outcome.status !== 'paid') return { ...seen, kind: 'noted' };
      return { ...seen, kind: 'paid', providerSessionId: session.id, details: outcome.details };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      const email = session.customer_details?.email ?? session.customer_email;
      return {
        ...seen,
        kind: 'failed',
        providerSessionId: session.id,
        ...(email ? { email: email.toLowerCase() } : {}),
      };
    }
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
function refundStateOf(type: string, status: string | null): RefundState {
  if (type === 'refund.failed' || status === 'failed' || status === 'canceled') return 'failed';
  return status === 'succeeded' ? 'succeeded' : 'pending';
}
