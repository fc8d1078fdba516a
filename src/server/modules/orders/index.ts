// The orders module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { onAccountErasure } from '#server/modules/auth/index.js';
import { onPaymentEvent } from '#server/modules/payments/index.js';
import { adminOrdersRoutes } from './admin-routes.js';
import { customerOrdersRoutes } from './customer-routes.js';
import { actOnChargeEvent } from './delivery-charges.js';
import { confirmDeliveriesDue } from './delivery-state.js';
import { anonymiseAccountOrders, purgeExpiredAnonymisedOrders } from './erasure.js';
import { addOrderDocumentRenderers } from './mailed-documents.js';
import { ordersContextOf } from './order-payments.js';

export {
  type OrderPayments,
  provideOrderPayments,
  type Refunder,
} from './order-payments.js';
export { paymentMethodColumns } from './payment-method.js';
export { type OrderMailer, orderOfCheckout, placeOrder } from './placement.js';
export { settleRefund } from './refunds.js';
export { linkGuestOrders, type OrderRequester } from './service.js';
export { creditNoteNumber, receiptPath } from './urls.js';
export { type WarrantyOrder, warrantyOrderOf } from './warranty-order.js';

/**
 * Orders as customers and admins see them. Refunds and the success page's lookup reach the
 * payment providers through the OrderPayments the checkout module provides.
 */
async function orders(app: FastifyInstance): Promise<void> {
  app.decorate('orderPayments', { provided: undefined });
  addOrderDocumentRenderers(app.mailer, app.db, app.config.invoice);
  // A late move's charge, paid or not (decision 0062); other payments find no charge.
  onPaymentEvent(app, (event) => actOnChargeEvent(ordersContextOf(app), event));
  // Hourly: the first run on the day before a delivery confirms it (decision 0058).
  app.addHousekeeping(async () => {
    const confirmed = await confirmDeliveriesDue(ordersContextOf(app));
    if (confirmed > 0) app.log.info({ confirmed }, 'deliveries confirmed for tomorrow');
  });
  // A deleted account's orders are kept anonymised, and deleted once their years are over.
  onAccountErasure(app, anonymiseAccountOrders);
  app.addHousekeeping(async () => {
    const purged = await purgeExpiredAnonymisedOrders(app.db, app.imageStorage, app.clock.now());
    if (purged > 0) app.log.info({ purged }, 'anonymised orders past their keeping deleted');
  });
  await registerApiRoutes(app, async (api) => {
    await api.register(adminOrdersRoutes);
    await api.register(customerOrdersRoutes);
  });
}

export const ordersModule = fp(orders, {
  name: 'orders',
  dependencies: ['auth', 'audit', 'mail', 'housekeeping', 'media', 'payments'],
});
