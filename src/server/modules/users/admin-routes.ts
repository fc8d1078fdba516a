import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, staffOnly } from '#server/modules/auth/index.js';
import { userApiRoute, userBanApiRoute, usersApiPath } from '#shared/admin-api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import {
  adminUserListSchema,
  banUserRequestSchema,
  listUsersQuerySchema,
  updateUserRequestSchema,
  userIdParamsSchema,
  userUpdateResponseSchema,
} from '#shared/schemas/users.js';
import {
  deleteUserAccount,
  editUser,
  listUsers,
  setUserBanned,
  toAdminUser,
} from './admin-service.js';

/** User management for admins (spec sections 6 and 7); the rules are in admin-service. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('users'));

  app.get(
    usersApiPath,
    { schema: { querystring: listUsersQuerySchema, response: { 200: adminUserListSchema } } },
    async (request) => (await listUsers(app.db, request.query)).map(toAdminUser),
  );

  app.put(
    userApiRoute,
    {
      schema: {
        params: userIdParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: userUpdateResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const user = await editUser(app.db, admin, request.params.id, request.body);
      return { success: true as const, message: 'User updated.', user: toAdminUser(user) };
    },
  );

  app.put(
    userBanApiRoute,
    {
      schema: {
        params: userIdParamsSchema,
        body: banUserRequestSchema,
        response: { 200: userUpdateResponseSchema },
      },
    },
    async (request) => {
      const { banned } = request.body;
      const user = await setUserBanned(
        app.db,
        await requireAdmin(request),
        request.params.id,
        banned,
      );
      const message = banned ? 'User banned.' : 'User unbanned.';
      return { success: true as const, message, user: toAdminUser(user) };
    },
  );

  app.delete(
    userApiRoute,
    { schema: { params: userIdParamsSchema, response: { 200: successMessageSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      await deleteUserAccount(app.db, admin, request.params.id, {
        hooks: app.accountHooks.accountErased,
        now: app.clock.now(),
      });
      return { success: true, message: 'User deleted.' };
    },
  );
};
