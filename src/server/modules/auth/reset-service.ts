import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '#server/db/client.js';
import type { Clock } from '#server/lib/clock.js';
import { HttpError } from '#server/lib/http-errors.js';
import { hashToken, randomToken } from '#server/lib/tokens.js';
import type { Mailer } from '#server/modules/mail/index.js';
import { PASSWORD_RESET_LINK_MINUTES, passwordResetMail } from '#server/modules/mail/index.js';
import { resetPasswordPath } from '#shared/paths.js';
import type { PasswordResetHook } from './account-hooks.js';
import { findAccountByEmail, setAccountPassword } from './account-repository.js';
import { passwordGuessThrottle } from './login-throttle.js';
import { hashPassword } from './password.js';
import { passwordChangedNotice } from './password-notice.js';
import { consumeResetToken, findResetTokenOwner, replaceResetToken } from './reset-repository.js';
import { assertPasswordAllowed } from './service.js';
import { deleteUserSessions } from './session-repository.js';

const RESET_TOKEN_MS = PASSWORD_RESET_LINK_MINUTES * 60_000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, a reset link has been sent. Please check your inbox.';
export const RESET_FAILED_MESSAGE = 'Reset failed. The link may be invalid or expired.';
/** Every forgot-password answer takes at least this long, so timing does not tell who has an account. */
const FORGOT_PASSWORD_FLOOR_MS = 400;

export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  email: string,
  publicUrl: string,
  clock: Clock,
): Promise<void> {
  // The answer's floor is measured on the real clock: it is about response time, not a date rule.
  const startedAt = Date.now();
  const user = await findAccountByEmail(db, email);
  if (user && !user.banned) {
    const token = randomToken();
    const resetUrl = `${publicUrl}${resetPasswordPath(token)}`;
    await db.transaction(async (tx) => {
      await replaceResetToken(
        tx,
        user.id,
        hashToken(token),
        new Date(clock.now().getTime() + RESET_TOKEN_MS),
      );
      await mailer.enqueue({ to: user.email, ...passwordResetMail({ resetUrl }) }, tx);
    });
  }
  await sleep(Math.max(0, FORGOT_PASSWORD_FLOOR_MS - (Date.now() - startedAt)));
}

/**
 * Sets the new password, uses the token up, ends every session of the account, runs the reset
 * hooks in the same transaction (the users module cancels an e-mail change waiting for its link:
 * the owner securing the account, decision 37), lifts its lock and
 * tells the owner by mail. The password is judged against the owner's address and name before the
 * token is used, so a refused password leaves the link working.
 */
export async function resetPassword(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  token: string,
  password: string,
  clock: Clock,
  afterReset: readonly PasswordResetHook[],
): Promise<void> {
  const tokenHash = hashToken(token);
  const owner = await findResetTokenOwner(db, tokenHash, clock.now());
  if (!owner) throw new HttpError(400, RESET_FAILED_MESSAGE, 'link_invalid');
  assertPasswordAllowed(password, owner);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const now = clock.now();
    const userId = await consumeResetToken(tx, tokenHash, now);
    if (userId === undefined) throw new HttpError(400, RESET_FAILED_MESSAGE, 'link_invalid');
    const user = await setAccountPassword(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId);
    for (const hook of afterReset) await hook(tx, userId);
    if (!user) throw new HttpError(400, RESET_FAILED_MESSAGE, 'link_invalid');
    // Proving the mailbox is proof enough: the owner may log in at once, lock or not.
    await passwordGuessThrottle(tx, user.email).succeeded();
    await mailer.enqueue({ to: user.email, ...passwordChangedNotice(publicUrl, 'reset', now) }, tx);
  });
}
