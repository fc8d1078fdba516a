// The payments module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { applePayRoutes } from './apple-pay-routes.js';
import { createPayments } from './payments.js';
import { forgetClosedSandboxPages } from './sandbox-housekeeping.js';
import { sandboxRoutes } from './sandbox-routes.js';
import { stripeWebhookRoutes } from './stripe-webhook-routes.js';

export type {
  BookedSlot,
  CreatePaymentInput,
  DeliveryDetails,
  PaymentDetails,
  PaymentEvent,
  PaymentLine,
  PaymentOutcome,
  PaymentProvider,
  RefundInput,
  RefundMade,
} from './payment-provider.js';
export { onPaymentEvent, type PaymentEventHandler, type Payments } from './payments.js';

/**
 * The payment providers (Stripe Checkout, or the shop's own sandbox page) behind one interface:
 * Stripe's webhook and the sandbox's page, each told to the shop as the same payment events.
 */
async function payments(app: FastifyInstance): Promise<void> {
  app.decorate('payments', createPayments({ db: app.db, clock: app.clock, config: app.config }));
  app.addHousekeeping(forgetClosedSandboxPages);
  await registerApiRoutes(app, async (api) => {
    await api.register(stripeWebhookRoutes);
  });
  await app.register(sandboxRoutes);
  await app.register(applePayRoutes, {
    content: app.config.payments.applePayDomainAssociation,
  });
}

export const paymentsModule = fp(payments, {
  name: 'payments',
  dependencies: ['auth', 'housekeeping'],
});
