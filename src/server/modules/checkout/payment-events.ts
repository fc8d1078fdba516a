import { settleRefund } from '#server/modules/orders/index.js';
import type { PaymentEvent } from '#server/modules/payments/index.js';
import type { CheckoutContext } from './checkout-context.js';
import { completeCheckout, releaseCheckout } from './fulfilment.js';
import { recordPaymentEvent } from './repository.js';

const RELEASE_REASONS = {
  failed: 'payment failed',
  expired: 'expired',
  cancelled: 'cancelled',
} as const;

/**
 * What a payment event does to its checkout, whichever provider told it. Each event id is recorded
 * in the same transaction as what it changes, so a replay (Stripe retries, or an attacker resending
 * a captured event) changes nothing.
 */
export async function actOnPaymentEvent(ctx: CheckoutContext, event: PaymentEvent): Promise<void> {
  const seen = { id: event.id, type: event.type };
  switch (event.kind) {
    case 'paid':
      await completeCheckout(ctx, event.providerSessionId, event.details, seen);
      return;
    case 'failed':
    case 'expired':
    case 'cancelled':
      await releaseCheckout(ctx, event.providerSessionId, RELEASE_REASONS[event.kind], seen);
      return;
    case 'refund':
      // The refund's new state and the event's id commit together: a replay changes nothing.
      await ctx.db.transaction(async (tx) => {
        if (await recordPaymentEvent(tx, seen.id, seen.type)) {
          await settleRefund(tx, event.providerRefundId, event.state);
        }
      });
      return;
    default:
      await recordPaymentEvent(ctx.db, seen.id, seen.type);
  }
}
