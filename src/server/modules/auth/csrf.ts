import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '#server/lib/http-errors.js';
import { hmac, safeEqual } from '#server/lib/tokens.js';
import { API_BASE, CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH } from '#shared/constants.js';
import { csrfTokenResponseSchema } from '#shared/schemas/auth.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_FAILURE_MESSAGE = 'Invalid or missing CSRF token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Signed by its sender instead (payment-provider webhooks): no anti-forgery token. */
    csrfExempt?: boolean;
  }
}

/**
 * Anti-forgery as spec section 7: GET /csrf-token hands out an HMAC of the visitor's session id
 * (an anonymous session is made for visitors), and every state-changing /api call must echo it in
 * x-csrf-token. A forged cross-site request cannot read the token, so it cannot send it.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.publicUrl.startsWith('https:');
  const tokenFor = (sessionIdHash: string) =>
    hmac(app.config.sessionSecret, `csrf:${sessionIdHash}`);

  app.get(
    CSRF_TOKEN_PATH,
    { schema: { response: { 200: csrfTokenResponseSchema } } },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      const csrfToken = tokenFor(session.idHash);
      reply.header('cache-control', 'no-store');
      reply.setCookie(CSRF_COOKIE, csrfToken, { path: '/', sameSite: 'lax', secure: https });
      return { csrfToken };
    },
  );

  async function assertToken(request: FastifyRequest): Promise<void> {
    const sent = request.headers[CSRF_HEADER];
    const session = await request.currentSession();
    if (typeof sent !== 'string' || !session || !safeEqual(sent, tokenFor(session.idHash))) {
      throw new ForbiddenError(CSRF_FAILURE_MESSAGE);
    }
  }

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!request.url.startsWith(`${API_BASE}/`)) return;
    if (request.routeOptions.config?.csrfExempt) return;
    await assertToken(request);
  });
});
