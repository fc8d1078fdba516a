// The finder module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { finderRoutes } from './routes.js';

/**
 * The mattress finder (issue 26): ranks the catalogue's visible mattresses for a shopper's
 * answers, scored from the catalogue's own firmness, sizes, prices and descriptions, so a change
 * staff make to a mattress changes the picks.
 */
async function finder(app: FastifyInstance): Promise<void> {
  await registerApiRoutes(app, async (api) => {
    await api.register(finderRoutes);
  });
}

export const finderModule = fp(finder, { name: 'finder', dependencies: ['catalog'] });
