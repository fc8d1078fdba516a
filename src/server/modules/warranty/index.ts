// The warranty module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { adminWarrantyRoutes } from './admin-routes.js';
import { customerWarrantyRoutes } from './customer-routes.js';

/**
 * Warranty claims on delivered mattresses (issue 24, decision 0060): the customer files one from
 * the order page with photos and an inspection slot, its cost computed by the warranty page's
 * rules and kept; staff work the queue.
 */
async function warranty(app: FastifyInstance): Promise<void> {
  await registerApiRoutes(app, async (api) => {
    await api.register(adminWarrantyRoutes);
    await api.register(customerWarrantyRoutes);
  });
}

export const warrantyModule = fp(warranty, {
  name: 'warranty',
  dependencies: ['auth', 'audit', 'mail', 'media', 'orders', 'deliveries'],
});
