import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import { forgotPasswordApiPath, resetPasswordApiPath } from '#shared/api-paths.js';
import {
  forgotPasswordRequestSchema,
  messageSchema,
  resetPasswordRequestSchema,
  successMessageSchema,
} from '#shared/schemas/auth.js';
import { FORGOT_PASSWORD_MESSAGE, requestPasswordReset, resetPassword } from './reset-service.js';

export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = authRateLimit(app);

  app.post(
    forgotPasswordApiPath,
    {
      config: { rateLimit },
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await requestPasswordReset(
        app.db,
        app.mailer,
        request.body.email,
        app.config.publicUrl,
        app.clock,
      );
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    resetPasswordApiPath,
    {
      config: { rateLimit },
      schema: { body: resetPasswordRequestSchema, response: { 200: successMessageSchema } },
    },
    async (request) => {
      const { token, password } = request.body;
      await resetPassword(
        app.db,
        app.mailer,
        app.config.publicUrl,
        token,
        password,
        app.clock,
        app.accountHooks.passwordReset,
      );
      return { success: true, message: 'Password updated. You can now log in.' };
    },
  );
};
