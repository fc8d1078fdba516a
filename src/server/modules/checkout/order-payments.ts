import type { OrderPayments } from '#server/modules/orders/index.js';
import type { CheckoutContext } from './checkout-context.js';
import { completeCheckout } from './fulfilment.js';
import { findCheckoutByProviderId } from './repository.js';

/** The payment providers as the orders module reaches them (refunds, the success page's lookup). */
export function orderPaymentsOf(ctx: CheckoutContext): OrderPayments {
  return {
    refunderFor(providerName) {
      const provider = ctx.payments.providerFor(providerName);
      return provider && ((refund) => provider.refund(refund));
    },
    async settleCheckout(providerSessionId) {
      const session = await findCheckoutByProviderId(ctx.db, providerSessionId);
      if (!session) return 'unknown';
      const provider =
        session.state === 'open' ? ctx.payments.providerFor(session.provider) : undefined;
      if (!provider) return 'settled';
      const outcome = await provider.retrieveSession(providerSessionId);
      if (outcome.status === 'paid') {
        await completeCheckout(ctx, providerSessionId, outcome.details);
        return 'settled';
      }
      return outcome.status === 'open' || outcome.status === 'pending' ? 'waiting' : 'settled';
    },
    async openPaymentPage(input) {
      const { provider } = ctx.payments;
      const created = await provider.createSession(input);
      return {
        provider: provider.name,
        providerSessionId: created.providerSessionId,
        url: created.url,
      };
    },
    async closePaymentPage(providerName, providerSessionId) {
      const provider = ctx.payments.providerFor(providerName);
      const outcome = await provider?.expireSession(providerSessionId, {
        stopPaymentUnderWay: true,
      });
      return outcome?.status === 'paid';
    },
  };
}
