// The analytics module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { analyticsRoutes } from './routes.js';

/** The admin's sales figures, chart and CSV. */
async function analytics(app: FastifyInstance): Promise<void> {
  await registerApiRoutes(app, async (api) => {
    await api.register(analyticsRoutes);
  });
}

export const analyticsModule = fp(analytics, {
  name: 'analytics',
  dependencies: ['auth', 'orders'],
});
