// The auth module's public surface: other modules import only from here.
export { adminOnly, isAdmin, requireAdmin, requireUser, userOnly } from './guards.js';
export { passwordGuessThrottle } from './login-throttle.js';
export { hashPassword, verifyPassword } from './password.js';
export { passwordChangedNotice } from './password-notice.js';
export { voidResetTokens } from './reset-repository.js';
export { assertPasswordAllowed, DUPLICATE_EMAIL_MESSAGE } from './service.js';
export { deleteUserSessions } from './session-repository.js';
export { isSignedByShop } from './session-secrets.js';
export type { CurrentSession } from './sessions.js';
