// The customers module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { onAccountErasure } from '#server/modules/auth/index.js';
import { forgetAccountNotes } from './erasure.js';
import { adminCustomersRoutes, guestOrderRoutes } from './routes.js';

// Staff's sales find the customer they sell to by the same search and view (decision 0067).
export { customerDetail, findCustomers } from './service.js';

/**
 * Who a customer is across their account and the orders placed with their address (issue 25):
 * staff's customer view and internal notes, and the proof of an address that brings a customer's
 * guest orders into their account (decision 0066).
 */
async function customers(app: FastifyInstance): Promise<void> {
  onAccountErasure(app, forgetAccountNotes);
  await registerApiRoutes(app, async (api) => {
    await api.register(adminCustomersRoutes);
    await api.register(guestOrderRoutes);
  });
}

export const customersModule = fp(customers, {
  name: 'customers',
  dependencies: [
    'auth',
    'audit',
    'mail',
    'newsletter',
    'orders',
    'reviews',
    'stock-alerts',
    'users',
  ],
});
