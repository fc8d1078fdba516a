import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { undoEmailChangeRequestSchema } from '#shared/schemas/profile.js';
import { undoEmailChange } from './email-change-service.js';

/**
 * The undo link of an e-mail change, for an owner who may have lost every session: no login, the
 * link's token is the proof. Anti-forgery and the per-address limit apply as to the reset calls.
 */
export const emailUndoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/undo-email-change',
    {
      config: { rateLimit: authRateLimit(app) },
      schema: { body: undoEmailChangeRequestSchema, response: { 200: successMessageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const email = await undoEmailChange(app.db, request.body.token);
      return {
        success: true,
        message: `Your account's e-mail address is ${email} again, and every session on it has been signed out.`,
      };
    },
  );
};
