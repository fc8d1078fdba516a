import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, userOnly } from '#server/modules/auth/index.js';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import {
  deleteAccountApiPath,
  profileAddressApiPath,
  profileApiPath,
  profileEmailApiPath,
  profilePasswordApiPath,
} from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import {
  deleteAccountRequestSchema,
  profileResponseSchema,
  profileUpdateResponseSchema,
  updateAddressRequestSchema,
  updateEmailRequestSchema,
  updatePasswordRequestSchema,
} from '#shared/schemas/profile.js';
import type { AccountMail } from './account-mail.js';
import { emailChangeAskedMessage, requestEmailChange } from './email-change-service.js';
import { changePassword, deleteOwnAccount, toProfile, updateAddress } from './profile-service.js';

/** The logged-in customer's own account: every route acts on the session's user, never an id. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const accountMail: AccountMail = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
  };
  app.addHook('preHandler', userOnly);

  app.get(
    profileApiPath,
    { schema: { response: { 200: profileResponseSchema } } },
    async (request) => ({
      user: toProfile(await requireUser(request)),
    }),
  );

  // Throttled like registration, and answered alike whether the new address has an account: it
  // tells nobody who is registered (decision 37). The change waits for the link to the new address.
  app.put(
    profileEmailApiPath,
    {
      config: { rateLimit: authRateLimit(app) },
      schema: { body: updateEmailRequestSchema, response: { 200: profileUpdateResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      await requestEmailChange(accountMail, user, request.body);
      const message = emailChangeAskedMessage(user.email, request.body.email);
      return { success: true as const, message, user: toProfile(user) };
    },
  );

  app.put(
    profileAddressApiPath,
    {
      schema: { body: updateAddressRequestSchema, response: { 200: profileUpdateResponseSchema } },
    },
    async (request) => {
      const user = await updateAddress(app.db, await requireUser(request), request.body);
      return { success: true as const, message: 'Address updated.', user: toProfile(user) };
    },
  );

  app.put(
    profilePasswordApiPath,
    { schema: { body: updatePasswordRequestSchema, response: { 200: successMessageSchema } } },
    async (request) => {
      const session = await request.currentSession();
      await changePassword(accountMail, await requireUser(request), request.body, session?.idHash);
      return { success: true, message: 'Password updated.' };
    },
  );

  // Throttled like sign-in; the password is guessed under the login's lock. The account's every
  // session ends with it, this one too, so the browser leaves as a visitor.
  app.post(
    deleteAccountApiPath,
    {
      config: { rateLimit: authRateLimit(app) },
      schema: { body: deleteAccountRequestSchema, response: { 200: successMessageSchema } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteOwnAccount(app.db, user, request.body.currentPassword, {
        hooks: app.accountHooks.accountErased,
        now: app.clock.now(),
      });
      await reply.endSession();
      return { success: true, message: 'Your account has been deleted.' };
    },
  );
};
