// The product-admin module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { productAdminRoutes } from './routes.js';

/** The admin's product screens: products, sizes, features, images, low stock. */
async function productAdmin(app: FastifyInstance): Promise<void> {
  await registerApiRoutes(app, async (api) => {
    await api.register(productAdminRoutes);
  });
}

export const productAdminModule = fp(productAdmin, {
  name: 'product-admin',
  dependencies: ['auth', 'audit', 'catalog', 'media'],
});
