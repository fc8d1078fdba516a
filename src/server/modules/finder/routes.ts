import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerKey } from '#server/lib/answer-cache.js';
import { sendKeptAnswer, serializedAnswer } from '#server/lib/send-kept-answer.js';
import { visibleMattresses } from '#server/modules/catalog/index.js';
import { finderApiPath } from '#shared/api-paths.js';
import { FINDER_PICKS, finderAnswersSchema, finderResultSchema } from '#shared/schemas/finder.js';
import { rankMattresses } from './score.js';

export const finderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every answer is a word of a short list, so the answers kept are bounded; they are the same
  // for everyone and drop with the rest of the catalogue's answers when staff change a mattress.
  app.get(
    finderApiPath,
    { schema: { querystring: finderAnswersSchema, response: { 200: finderResultSchema } } },
    async (request, reply) => {
      const answers = request.query;
      const kept = await app.catalogueCache.get(answerKey('GET /finder', answers), async () => {
        const mattresses = await visibleMattresses(app.db, app.clock.now());
        const result = rankMattresses(mattresses, answers, FINDER_PICKS);
        return { answer: serializedAnswer(reply, result), info: undefined };
      });
      return sendKeptAnswer(request, reply, kept);
    },
  );
};
