// The users module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { onPasswordReset } from '#server/modules/auth/index.js';
import { adminUsersRoutes } from './admin-routes.js';
import { voidEmailChangeRequests } from './email-change-request-repository.js';
import { emailLinkRoutes } from './email-link-routes.js';
import { profileRoutes } from './profile-routes.js';

export {
  ensureAdminAccount,
  markEmailVerified,
  rememberStripeCustomer,
  saveDeliveryAddress,
} from './service.js';

/**
 * The customer's profile, e-mail change and account deletion, the admin's user screens. A
 * password reset (auth) voids an e-mail change waiting for its link, in the reset's transaction
 * (decision 37). Deleting an account runs the modules' erasure hooks (decision 0075).
 */
async function users(app: FastifyInstance): Promise<void> {
  onPasswordReset(app, voidEmailChangeRequests);
  await registerApiRoutes(app, async (api) => {
    await api.register(profileRoutes);
    await api.register(emailLinkRoutes);
    await api.register(adminUsersRoutes);
  });
}

export const usersModule = fp(users, {
  name: 'users',
  dependencies: ['auth', 'mail'],
});
