import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#server/modules/auth/guards.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import {
  profileResponseSchema,
  profileUpdateResponseSchema,
  updateAddressRequestSchema,
  updateEmailRequestSchema,
  updatePasswordRequestSchema,
} from '#shared/schemas/profile.js';
import { changeEmail, changePassword, toProfile, updateAddress } from './profile-service.js';

/** The logged-in customer's own account: every route acts on the session's user, never an id. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await requireUser(request);
  });

  app.get(
    '/profile',
    { schema: { response: { 200: profileResponseSchema } } },
    async (request) => ({
      user: toProfile(await requireUser(request)),
    }),
  );

  app.put(
    '/profile/email',
    { schema: { body: updateEmailRequestSchema, response: { 200: profileUpdateResponseSchema } } },
    async (request) => {
      const user = await changeEmail(app.db, await requireUser(request), request.body.email);
      return { success: true as const, message: 'Email updated.', user: toProfile(user) };
    },
  );

  app.put(
    '/profile/address',
    {
      schema: { body: updateAddressRequestSchema, response: { 200: profileUpdateResponseSchema } },
    },
    async (request) => {
      const user = await updateAddress(app.db, await requireUser(request), request.body);
      return { success: true as const, message: 'Address updated.', user: toProfile(user) };
    },
  );

  app.put(
    '/profile/password',
    { schema: { body: updatePasswordRequestSchema, response: { 200: successMessageSchema } } },
    async (request) => {
      const session = await request.currentSession();
      await changePassword(app.db, await requireUser(request), request.body, session?.idHash);
      return { success: true, message: 'Password updated.' };
    },
  );
};
