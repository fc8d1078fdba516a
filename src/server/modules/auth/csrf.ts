import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '#server/lib/http-errors.js';
import { hmac } from '#server/lib/tokens.js';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH } from '#shared/constants.js';
import { csrfTokenResponseSchema } from '#shared/schemas/auth.js';
import { isSignedByShop } from './session-secrets.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_FAILURE_MESSAGE = 'Invalid or missing CSRF token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The request carries its own proof instead of an anti-forgery token: a signature (Stripe's
     * webhook, a signed upload URL) or an unguessable capability in the URL (the sandbox's payment
     * page, a plain form with no script). Nothing else may set it.
     */
    csrfExempt?: boolean;
  }
}

/**
 * Anti-forgery as spec section 7: GET /csrf-token hands out an HMAC of the visitor's session id
 * (a visitor without one is given an id, and nothing is stored: the session row comes when they
 * first need it, under that id), and every state-changing call must echo it in x-csrf-token. A forged cross-site request cannot read the token, so it cannot send it.
 *
 * Which requests need it is decided by the method and the route the router matched, never by the
 * URL's text: the router decodes `/%61pi/...` and absolute-form request lines to the same route, so
 * a prefix test on the raw URL could be side-stepped. A request that matches no route needs the
 * token too, so the only way past is a route's own `csrfExempt`.
 */
async function csrf(app: FastifyInstance): Promise<void> {
  const https = app.config.publicUrl.startsWith('https:');
  const tokenFor = (secret: string, sessionIdHash: string) => hmac(secret, `csrf:${sessionIdHash}`);

  /** The token for a session id, also in the XSRF-TOKEN cookie (spec section 7). */
  function handOut(reply: FastifyReply, sessionIdHash: string): string {
    const csrfToken = tokenFor(app.sessionSecrets.current, sessionIdHash);
    reply.setCookie(CSRF_COOKIE, csrfToken, { path: '/', sameSite: 'lax', secure: https });
    return csrfToken;
  }

  app.get(
    CSRF_TOKEN_PATH,
    { schema: { response: { 200: csrfTokenResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { csrfToken: handOut(reply, request.ensureSessionIdHash(reply)) };
    },
  );

  function assertToken(request: FastifyRequest): void {
    const sent = request.headers[CSRF_HEADER];
    const idHash = request.sessionIdHash();
    const genuine =
      typeof sent === 'string' &&
      idHash !== undefined &&
      isSignedByShop(app.sessionSecrets.accepted, sent, (secret) => tokenFor(secret, idHash));
    if (!genuine) {
      throw new ForbiddenError(CSRF_FAILURE_MESSAGE, 'csrf_failed');
    }
  }

  app.addHook('onRequest', (request, _reply, done) => {
    const exempt = request.routeOptions.config?.csrfExempt === true;
    if (STATE_CHANGING.has(request.method.toUpperCase()) && !exempt) assertToken(request);
    done();
  });

  // A login, registering or logging out hands out a new session id, which voids the token the
  // page holds: the answer carries the new one, so the page's next change is not refused.
  app.addHook('onSend', (request, reply, _payload, done) => {
    const replaced = request.replacedSessionIdHash();
    if (replaced) reply.header(CSRF_HEADER, handOut(reply, replaced));
    done();
  });
}

export const csrfPlugin = fp(csrf, { name: 'csrf', dependencies: ['sessions'] });
