import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import { confirmEmailChangeApiPath, undoEmailChangeApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import {
  confirmEmailChangeRequestSchema,
  undoEmailChangeRequestSchema,
} from '#shared/schemas/profile.js';
import { confirmEmailChange } from './email-change-service.js';
import { undoEmailChange } from './email-undo-service.js';

/**
 * The links an e-mail change mails: to the new address, which makes the change, and to the old
 * one, which undoes it. No login (the owner may have lost every session, or opens the mail on
 * another device): the link's token is the proof. Anti-forgery and the per-address limit apply as
 * to the reset calls.
 */
export const emailLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = authRateLimit(app);

  app.post(
    confirmEmailChangeApiPath,
    {
      config: { rateLimit },
      schema: { body: confirmEmailChangeRequestSchema, response: { 200: successMessageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const email = await confirmEmailChange(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, clock: app.clock },
        request.body.token,
      );
      return {
        success: true,
        message: `Your account's e-mail address is now ${email}. Log in with it from now on.`,
      };
    },
  );

  app.post(
    undoEmailChangeApiPath,
    {
      config: { rateLimit },
      schema: { body: undoEmailChangeRequestSchema, response: { 200: successMessageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const email = await undoEmailChange(app.db, request.body, app.clock.now());
      return {
        success: true,
        message: `Your account's e-mail address is ${email} again, with the new password you chose. Every session on it has been signed out: log in again.`,
      };
    },
  );
};
