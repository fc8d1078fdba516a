import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneClickUnsubscribeRoute } from '#server/lib/one-click-unsubscribe.js';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import {
  newsletterConfirmApiPath,
  newsletterSubscribeApiPath,
  newsletterUnsubscribeApiRoute,
} from '#shared/api-paths.js';
import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_SUBSCRIBE_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
} from '#shared/newsletter.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { newsletterConfirmSchema, newsletterSubscribeSchema } from '#shared/schemas/newsletter.js';
import { newsletterContextOf } from './context.js';
import { confirmSignUp, subscribe, unsubscribe } from './service.js';

/** The newsletter's public side: signing up, confirming the mailed link, unsubscribing. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = newsletterContextOf(app);
  const rateLimit = authRateLimit(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const answer = (message: string) => ({ success: true, message });

  app.post(
    newsletterSubscribeApiPath,
    {
      config: { rateLimit },
      schema: { body: newsletterSubscribeSchema, response: { 200: successMessageSchema } },
    },
    async (request) => {
      await subscribe(context, request.body.email);
      return answer(NEWSLETTER_SUBSCRIBE_MESSAGE);
    },
  );

  app.post(
    newsletterConfirmApiPath,
    {
      config: { rateLimit },
      schema: { body: newsletterConfirmSchema, response: { 200: successMessageSchema } },
    },
    async (request) => {
      await confirmSignUp(context, request.body.token);
      return answer(NEWSLETTER_CONFIRMED_MESSAGE);
    },
  );

  await app.register(
    oneClickUnsubscribeRoute({
      route: newsletterUnsubscribeApiRoute,
      unsubscribe: (token) => unsubscribe(context, token),
      message: NEWSLETTER_UNSUBSCRIBED_MESSAGE,
    }),
  );
};
