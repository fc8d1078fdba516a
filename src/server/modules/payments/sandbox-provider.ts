import type { Database } from '#server/db/client.js';
import type { Clock } from '#server/lib/clock.js';
import type { PaymentOutcome, PaymentProvider } from './payment-provider.js';
import {
  closeSandboxPayment,
  findSandboxPayment,
  insertSandboxPayment,
  type SandboxPage,
  type SandboxPayment,
} from './sandbox-repository.js';

export const SANDBOX_SESSION_PREFIX = 'sbx_';

/** The URL of the sandbox's hosted payment page for a session. */
export function sandboxPaymentUrl(publicUrl: string, providerSessionId: string): string {
  return `${publicUrl}/checkout/pay/${encodeURIComponent(providerSessionId)}`;
}

/** Where a sandbox page stands, in the words every provider answers in. */
export function sandboxOutcome(payment: SandboxPayment | undefined): PaymentOutcome {
  // Open with the buyer's details: they went to pay in their bank or wallet, which has yet to answer.
  if (payment?.state === 'open')
    return payment.paidWith ? { status: 'pending' } : { status: 'open' };
  if (payment?.state === 'failed') return { status: 'failed' };
  if (payment?.state === 'paid' && payment.paidWith) {
    return { status: 'paid', details: payment.paidWith };
  }
  return { status: 'expired' };
}

/**
 * The shop's own test payment page, the default without Stripe keys. Like Stripe it keeps its
 * sessions on its side (`sandbox_payments`) and tells the shop what happened on its page through
 * payment events, so checkout runs the same paths for both.
 */
export function createSandboxProvider(deps: {
  db: Database;
  clock: Clock;
  publicUrl: string;
}): PaymentProvider {
  const { db, clock, publicUrl } = deps;
  return {
    name: 'sandbox',
    async createSession(input) {
      const id = `${SANDBOX_SESSION_PREFIX}${input.reference}`;
      const page: SandboxPage = {
        lines: input.lines,
        discountCents: input.discountCents,
        voucherCode: input.voucherCode,
        email: input.email,
        delivery: input.delivery,
        slotChoices: input.slotChoices,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      };
      await insertSandboxPayment(db, { id, page, expiresAt: input.expiresAt });
      return { providerSessionId: id, url: sandboxPaymentUrl(publicUrl, id) };
    },
    async retrieveSession(providerSessionId) {
      return sandboxOutcome(await findSandboxPayment(db, providerSessionId));
    },
    async expireSession(providerSessionId, options) {
      const now = clock.now();
      const payment = await findSandboxPayment(db, providerSessionId);
      // A PayNow or GrabPay payment under way is left to its bank or wallet, as Stripe leaves it,
      // unless the shop has waited too long for it; the page's own expiry ends it anyway.
      const underWay =
        payment?.state === 'open' && payment.paidWith !== null && payment.expiresAt > now;
      if (underWay && !options?.stopPaymentUnderWay) return sandboxOutcome(payment);
      await closeSandboxPayment(db, providerSessionId, 'expired', now);
      return sandboxOutcome(await findSandboxPayment(db, providerSessionId));
    },
    // No card was charged: the refund is the shop's own record (order_refunds), named here.
    async refund(input) {
      return { refundId: `${SANDBOX_SESSION_PREFIX}re_${input.reference}`, state: 'succeeded' };
    },
  };
}
