import type { Executor } from '#server/db/client.js';
import type { CheckoutSessionLineRow, CheckoutSessionRow } from '#server/db/schema/index.js';
import { settleRefund } from '#server/modules/orders/index.js';
import type { PaymentEvent } from '#server/modules/payments/index.js';
import { bagUrl } from './bag-url.js';
import type { CheckoutContext } from './checkout-context.js';
import { type AfterRelease, completeCheckout, releaseCheckout } from './fulfilment.js';
import { paymentFailedMail } from './payment-failed-mail.js';
import { recordPaymentEvent } from './repository.js';

const RELEASE_REASONS = {
  failed: 'payment failed',
  expired: 'expired',
  cancelled: 'cancelled',
} as const;

/**
 * A payment under way failed at the bank or wallet: the shopper may already have left the payment
 * page believing it done, so they are told by mail (queued with the release, so exactly once).
 */
function tellPaymentFailed(ctx: CheckoutContext, email: string | undefined): AfterRelease {
  return async (tx: Executor, session: CheckoutSessionRow, lines: CheckoutSessionLineRow[]) => {
    const to = session.email ?? email;
    if (!to) return;
    const mail = paymentFailedMail({ session, lines, bagUrl: bagUrl(ctx.publicUrl) });
    await ctx.mailer.enqueue({ to, ...mail }, tx);
  };
}

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
      await releaseCheckout(
        ctx,
        event.providerSessionId,
        RELEASE_REASONS.failed,
        seen,
        tellPaymentFailed(ctx, event.email),
      );
      return;
    case 'expired':
    case 'cancelled':
      await releaseCheckout(ctx, event.providerSessionId, RELEASE_REASONS[event.kind], seen);
      return;
    case 'refund':
      // The refund's new state and the event's id commit together: a replay changes nothing.
      await ctx.db.transaction(async (tx) => {
        if (await recordPaymentEvent(tx, seen.id, seen.type)) {
          await settleRefund(ctx, tx, event.providerRefundId, event.state);
        }
      });
      return;
    default:
      await recordPaymentEvent(ctx.db, seen.id, seen.type);
  }
}
