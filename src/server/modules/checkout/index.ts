// The checkout module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { onAccountErasure } from '#server/modules/auth/index.js';
import { provideOrderPayments } from '#server/modules/orders/index.js';
import { onPaymentEvent } from '#server/modules/payments/index.js';
import { type CheckoutContext, createCheckoutContext } from './checkout-context.js';
import { forgetAccountCheckouts } from './erasure.js';
import { orderPaymentsOf } from './order-payments.js';
import { actOnPaymentEvent } from './payment-events.js';
import { checkoutRoutes } from './routes.js';
import { scheduleCheckoutSweep } from './sweeper.js';

export type { CheckoutContext } from './checkout-context.js';
export { deliveryDetailsOf } from './delivery.js';
export type { ReservedLine } from './reservation.js';
export {
  openPaymentLink,
  type PaymentLink,
  recordCounterSale,
  type StaffSale,
} from './staff-checkout.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkouts and their fulfilment: what the sweeper and tests call. */
    checkout: CheckoutContext;
  }
}

/**
 * Checkout: the checkout API, what payment events do to checkouts, the sweep of expired checkouts,
 * and the payments the orders module refunds and looks up through.
 */
async function checkout(app: FastifyInstance): Promise<void> {
  const context = createCheckoutContext({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    config: app.config,
    payments: app.payments,
    counters: app.counters,
    clock: app.clock,
  });
  app.decorate('checkout', context);
  provideOrderPayments(app, orderPaymentsOf(context));
  onPaymentEvent(app, (event) => actOnPaymentEvent(context, event));
  onAccountErasure(app, forgetAccountCheckouts);
  // Tests sweep themselves (sweepExpiredCheckouts).
  if (app.config.env !== 'test') {
    scheduleCheckoutSweep(app, context, app.config.checkoutSweepSeconds);
  }
  await registerApiRoutes(app, async (api) => {
    await api.register(checkoutRoutes, { checkout: context });
  });
}

export const checkoutModule = fp(checkout, {
  name: 'checkout',
  dependencies: ['mail', 'auth', 'users', 'cart', 'vouchers', 'orders', 'payments', 'deliveries'],
});
