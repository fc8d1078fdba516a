import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvalidFieldsError } from '#server/lib/http-errors.js';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import {
  ONE_CLICK,
  ONE_CLICK_MISSING,
  oneClickBodySchema,
  unsubscribeQuerySchema,
} from '#shared/schemas/one-click.js';

const FORM_BODY_LIMIT = 1024;

interface OneClickUnsubscribe {
  /** The route, without its `?token=…`. */
  route: string;
  /** Ends what the token's link is for; throws a 4xx when the token is not known. */
  unsubscribe: (token: string) => Promise<void>;
  /** The answer once it is done (and again on a second press). */
  message: string;
}

/**
 * RFC 8058's one-click unsubscribe route of a mailed list (decision 0068), in a plugin of its own
 * so the form-encoded parser it needs is the route's alone.
 *
 * Mail providers POST it with no cookie and no anti-forgery token, as `List-Unsubscribe=One-Click`
 * form-encoded: it can only work exempt from the token (decision 0014's `csrfExempt`). That is
 * safe because the route carries its own proof, the 256-bit token of the link that was mailed
 * only to the address, and all it can do is end what that address asked for, which a forger
 * holding the link could do anyway.
 */
export function oneClickUnsubscribeRoute({
  route,
  unsubscribe,
  message,
}: OneClickUnsubscribe): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.post(
      route,
      {
        config: { rateLimit: authRateLimit(app), csrfExempt: true },
        schema: {
          querystring: unsubscribeQuerySchema,
          // Left out, the body is refused by the handler: the query's token is checked first, as
          // a field of its own, and a missing body is said at its field too.
          body: oneClickBodySchema.nullish(),
          response: { 200: successMessageSchema },
        },
      },
      async (request) => {
        if (!request.body)
          throw new InvalidFieldsError([{ msg: ONE_CLICK_MISSING, path: ONE_CLICK }]);
        await unsubscribe(request.query.token);
        return { success: true, message };
      },
    );
  };
}
