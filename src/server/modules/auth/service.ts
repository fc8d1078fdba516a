import type { Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { ConflictError, HttpError, ValidationError } from '#server/lib/http-errors.js';
import { judgePassword, type PasswordOwner } from '#shared/password-strength.js';
import type { RegisterRequest } from '#shared/schemas/auth.js';
import { findAccountByEmail, insertAccount } from './account-repository.js';
import { passwordGuessThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import { voidResetTokens } from './reset-repository.js';
import { deleteUserSessions } from './session-repository.js';

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';
export const BANNED_MESSAGE = 'This account has been suspended. Please contact us for help.';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

/** Verified against when the e-mail is unknown, so both cases cost one argon2 verification. */
let dummyHash: Promise<string> | undefined;

/**
 * Refuses a new password that is easy to guess (register, change, reset and any other screen that
 * sets one), with why and how to do better. The owner's address and name count against it.
 */
export function assertPasswordAllowed(password: string, owner: PasswordOwner): void {
  const { problem } = judgePassword(password, owner);
  if (problem) throw new ValidationError(problem, 'password_weak');
}

/**
 * A taken address, and one reserved for an e-mail change's undo (the database refuses it as a
 * taken one: decision 37), get the same answer.
 */
export async function registerCustomer(db: Executor, request: RegisterRequest): Promise<UserRow> {
  assertPasswordAllowed(request.password, { email: request.email });
  const passwordHash = await hashPassword(request.password);
  const user = await insertAccount(db, { email: request.email, passwordHash }).catch(
    (error: unknown) => {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    },
  );
  if (!user) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE, 'email_taken');
  return user;
}

/**
 * Checks a login. Unknown e-mail and wrong password get the same answer after the same work, and
 * lock alike: the lock is keyed by the address, not the account, and is checked before the
 * password is looked at. A ban is told only to someone who knows the password.
 */
export async function authenticate(
  db: Executor,
  email: string,
  password: string,
): Promise<UserRow> {
  const throttle = passwordGuessThrottle(db, email);
  await throttle.assertOpen();
  const user = await findAccountByEmail(db, email);
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
  if (!user || !matches) {
    await throttle.failed();
    throw new HttpError(401, LOGIN_FAILED_MESSAGE, 'login_failed');
  }
  if (user.banned) throw new HttpError(403, BANNED_MESSAGE, 'account_banned');
  await throttle.succeeded();
  return user;
}

/**
 * Ends the account's sessions in the caller's transaction, all but `keepIdHash` (the caller's own
 * when they stay signed in): after a change of password, address or standing.
 */
export async function endAccountSessions(
  tx: Executor,
  userId: number,
  keepIdHash?: string,
): Promise<void> {
  await deleteUserSessions(tx, userId, keepIdHash);
}

/** Voids the account's unused password-reset links in the caller's transaction. */
export async function voidPasswordResetLinks(tx: Executor, userId: number): Promise<void> {
  await voidResetTokens(tx, userId);
}
