import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvalidFieldsError } from '#server/lib/http-errors.js';
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
import {
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeBodySchema,
  newsletterUnsubscribeQuerySchema,
  ONE_CLICK,
  ONE_CLICK_MISSING,
} from '#shared/schemas/newsletter.js';
import { newsletterContextOf } from './context.js';
import { confirmSignUp, subscribe, unsubscribe } from './service.js';

const FORM_BODY_LIMIT = 1024;

/**
 * RFC 8058's one-click unsubscribe is POSTed by the reader's mail provider, with no cookie and no
 * anti-forgery token, as `List-Unsubscribe=One-Click` form-encoded: it can only work exempt from
 * the token (decision 0014's `csrfExempt`). That is safe because the route carries its own proof,
 * the 256-bit token of the link that was mailed only to the address, and all it can do is end
 * that address's subscription, which a forger holding the link could do anyway.
 */
const oneClick = { csrfExempt: true };

/** The newsletter's public side: signing up, confirming the mailed link, unsubscribing. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = newsletterContextOf(app);
  const rateLimit = authRateLimit(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
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

  app.post(
    newsletterUnsubscribeApiRoute,
    {
      config: { rateLimit, ...oneClick },
      schema: {
        querystring: newsletterUnsubscribeQuerySchema,
        // Left out, the body is refused by the handler: the query's token is checked first, as a
        // field of its own, and a missing body is said at its field too.
        body: newsletterUnsubscribeBodySchema.nullish(),
        response: { 200: successMessageSchema },
      },
    },
    async (request) => {
      if (!request.body)
        throw new InvalidFieldsError([{ msg: ONE_CLICK_MISSING, path: ONE_CLICK }]);
      await unsubscribe(context, request.query.token);
      return answer(NEWSLETTER_UNSUBSCRIBED_MESSAGE);
    },
  );
};
