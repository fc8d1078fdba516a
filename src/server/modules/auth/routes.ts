import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import { loginApiPath, logoutApiPath, registerApiPath, sessionApiPath } from '#shared/api-paths.js';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  sessionResponseSchema,
} from '#shared/schemas/auth.js';
import { signedIn } from './account-hooks.js';
import { authenticate, registerCustomer } from './service.js';
import { toSessionUser } from './session-user.js';

export const REGISTERED_MESSAGE = 'Account created. You are now logged in.';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = authRateLimit(app);

  app.get(
    sessionApiPath,
    { schema: { response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = await request.currentUser();
      return { loggedIn: user !== null, user: user ? toSessionUser(user) : null };
    },
  );

  app.post(
    loginApiPath,
    {
      config: { rateLimit },
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const user = await authenticate(app.db, email, password);
      const visitorSession = await reply.startUserSession(user, rememberMe);
      if (visitorSession) await signedIn(app, visitorSession, user.id);
      return { success: true as const, user: toSessionUser(user), message: 'Logged in.' };
    },
  );

  app.post(
    registerApiPath,
    {
      config: { rateLimit },
      schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } },
    },
    async (request, reply) => {
      const user = await registerCustomer(app.db, request.body);
      // Registered is logged in (issue 15): a new session, as a login starts, keeping the bag.
      const visitorSession = await reply.startUserSession(user, false);
      if (visitorSession) await signedIn(app, visitorSession, user.id);
      return reply
        .status(201)
        .send({ success: true, message: REGISTERED_MESSAGE, user: toSessionUser(user) });
    },
  );

  app.post(
    logoutApiPath,
    { schema: { response: { 200: logoutResponseSchema } } },
    async (_request, reply) => {
      await reply.endSession();
      return { success: true };
    },
  );
};
