import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '#shared/schemas/errors.js';

/**
 * Declares on every route registered in this scope after this call (app.ts calls it once for the
 * whole API) that its 4xx answers have the shared error shape, so the route table states them and
 * a 4xx body that drifts from `{message, errors?}` fails its serialization instead of reaching the
 * browser.
 */
export function declareErrorAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema ??= {};
    route.schema.response = {
      '4xx': errorResponseSchema,
      ...(route.schema.response as object | undefined),
    };
  });
}
