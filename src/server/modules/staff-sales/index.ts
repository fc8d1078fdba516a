// The staff-sales module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { staffSalesRoutes } from './routes.js';

/**
 * Staff build an order for a customer in a showroom or on the phone (issue 25, decision 0067),
 * then send a payment link the checkout holds stock for, or record a payment taken at the counter.
 */
async function staffSales(app: FastifyInstance): Promise<void> {
  await registerApiRoutes(app, async (api) => {
    await api.register(staffSalesRoutes);
  });
}

export const staffSalesModule = fp(staffSales, {
  name: 'staff-sales',
  dependencies: ['auth', 'mail', 'checkout', 'customers', 'catalog', 'vouchers', 'orders'],
});
