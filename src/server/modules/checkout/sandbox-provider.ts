import type { PaymentProvider } from './payment-provider.js';

export const SANDBOX_SESSION_PREFIX = 'sbx_';

/** The URL of the sandbox's hosted payment page for a session. */
export function sandboxPaymentUrl(publicUrl: string, providerSessionId: string): string {
  return `${publicUrl}/checkout/pay/${encodeURIComponent(providerSessionId)}`;
}

/**
 * The shop's own test payment page, the default without Stripe keys. It keeps no state of its own:
 * the checkout session row is the session, and paying on the page completes it directly (the same
 * fulfilment a Stripe webhook runs). So asking it about a session learns nothing new: an unpaid
 * sandbox session is open until it is expired.
 */
export function createSandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createSession(input) {
      const providerSessionId = `${SANDBOX_SESSION_PREFIX}${input.reference}`;
      return { providerSessionId, url: sandboxPaymentUrl(publicUrl, providerSessionId) };
    },
    async retrieveSession() {
      return { status: 'open' };
    },
    async expireSession() {
      return { status: 'expired' };
    },
    // No card was charged: the refund is the shop's own record (order_refunds), named here.
    async refund(input) {
      return { refundId: `${SANDBOX_SESSION_PREFIX}re_${input.reference}` };
    },
  };
}
