import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerKey } from '#server/lib/answer-cache.js';
import { sendKeptAnswer, serializedAnswer } from '#server/lib/send-kept-answer.js';
import { answerChangesAt, visibleMattresses } from '#server/modules/catalog/index.js';
import { compareApiPath } from '#shared/api-paths.js';
import { compareQuerySchema, compareResultSchema } from '#shared/schemas/compare.js';
import { compareMattresses } from './service.js';

export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same for everyone, kept with the catalogue's answers and dropped when staff change it; an
  // answer that leaves ids out is not kept (a script could ask for endless unknown ones).
  app.get(
    compareApiPath,
    { schema: { querystring: compareQuerySchema, response: { 200: compareResultSchema } } },
    async (request, reply) => {
      const { ids } = request.query;
      const kept = await app.catalogueCache.get(answerKey('GET /compare', { ids }), async () => {
        const result = compareMattresses(await visibleMattresses(app.db, app.clock.now()), ids);
        return {
          answer: serializedAnswer(reply, result),
          info: undefined,
          keep: result.missing.length === 0,
          keepUntil: answerChangesAt(result.products),
        };
      });
      return sendKeptAnswer(request, reply, kept);
    },
  );
};
