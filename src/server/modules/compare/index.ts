// The compare module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { compareRoutes } from './routes.js';

/** Up to three of the mattresses shoppers can see, side by side (issue 26). */
async function compare(app: FastifyInstance): Promise<void> {
  await registerApiRoutes(app, async (api) => {
    await api.register(compareRoutes);
  });
}

export const compareModule = fp(compare, { name: 'compare', dependencies: ['catalog'] });
