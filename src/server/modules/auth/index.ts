// The auth module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { csrfPlugin } from './csrf.js';
import { cleanUpSessions } from './housekeeping.js';
import { resetRoutes } from './reset-routes.js';
import { authRoutes } from './routes.js';
import { sessionsPlugin } from './sessions.js';

export {
  type AccountErasureHook,
  type AccountHooks,
  type ErasedAccount,
  onAccountErasure,
  onPasswordReset,
  onSignIn,
  type PasswordResetHook,
  type SignInHook,
  underErasedAddress,
} from './account-hooks.js';
export {
  isAdmin,
  isStaffFor,
  requireAdmin,
  requireStaff,
  requireUser,
  staffOnly,
  userOnly,
} from './guards.js';
export { passwordGuessThrottle } from './login-throttle.js';
export { hashPassword, verifyPassword } from './password.js';
export { passwordChangedNotice } from './password-notice.js';
export {
  assertPasswordAllowed,
  DUPLICATE_EMAIL_MESSAGE,
  endAccountSessions,
  voidPasswordResetLinks,
} from './service.js';
export { isSignedByShop, resolveSessionSecrets, type SessionSecrets } from './session-secrets.js';
export type { CurrentSession } from './sessions.js';

/**
 * Sessions and anti-forgery for every route (so registered before any module's routes), sign-in,
 * registration and password reset, the hooks modules above hang on them, and the hourly sweep of
 * expired sessions.
 */
async function auth(app: FastifyInstance): Promise<void> {
  app.decorate('accountHooks', { signedIn: [], passwordReset: [], accountErased: [] });
  await app.register(sessionsPlugin);
  await app.register(csrfPlugin);
  app.addHousekeeping(cleanUpSessions);
  await registerApiRoutes(app, async (api) => {
    await api.register(authRoutes);
    await api.register(resetRoutes);
  });
}

export const authModule = fp(auth, { name: 'auth', dependencies: ['mail', 'housekeeping'] });
