import type { FastifyInstance } from 'fastify';
import { API_BASE } from '#shared/constants.js';
import { declareErrorAnswers } from './error-answers.js';

/**
 * Registers a module's API routes below API_BASE, in a scope of their own that declares the
 * shared 4xx error shape on each of them: every module's API is mounted the same way.
 */
export async function registerApiRoutes(
  app: FastifyInstance,
  routes: (api: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(
    async (api) => {
      declareErrorAnswers(api);
      await routes(api);
    },
    { prefix: API_BASE },
  );
}
