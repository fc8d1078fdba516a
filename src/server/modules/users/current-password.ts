import type { Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { ValidationError } from '#server/lib/http-errors.js';
import { passwordGuessThrottle, verifyPassword } from '#server/modules/auth/index.js';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect.';

/**
 * The current password, asked before a change that a stolen session must not make, and guessed
 * under the same lock as login: a session is no fast password oracle.
 */
export async function assertCurrentPassword(
  db: Executor,
  user: UserRow,
  password: string,
): Promise<void> {
  const throttle = passwordGuessThrottle(db, user.email);
  await throttle.assertOpen();
  if (!(await verifyPassword(user.passwordHash, password))) {
    await throttle.failed();
    throw new ValidationError(CURRENT_PASSWORD_WRONG_MESSAGE, 'password_wrong');
  }
  await throttle.succeeded();
}
