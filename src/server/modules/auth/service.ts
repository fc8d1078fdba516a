import type { Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { HttpError, ValidationError } from '#server/lib/http-errors.js';
import {
  clearFailedLogins,
  findUserByEmail,
  insertUser,
  recordFailedLogin,
} from '#server/modules/users/repository.js';
import type { RegisterRequest } from '#shared/schemas/auth.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password.';
export const BANNED_MESSAGE = 'This account has been suspended. Please contact us for help.';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

/** Verified against when the e-mail is unknown, so both cases cost one argon2 verification. */
let dummyHash: Promise<string> | undefined;

export function assertPasswordAllowed(password: string): void {
  if (isCommonPassword(password)) throw new ValidationError(COMMON_PASSWORD_MESSAGE);
}

export async function registerCustomer(db: Executor, request: RegisterRequest): Promise<UserRow> {
  assertPasswordAllowed(request.password);
  const user = await insertUser(db, {
    email: request.email,
    passwordHash: await hashPassword(request.password),
  });
  if (!user) throw new ValidationError(DUPLICATE_EMAIL_MESSAGE, 409);
  return user;
}

function minutesUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
}

/**
 * Checks a login. Unknown e-mail and wrong password get the same answer after the same work; a
 * locked account is refused without looking at the password; a ban is told only to someone who
 * knows the password.
 */
export async function authenticate(
  db: Executor,
  email: string,
  password: string,
): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
    await verifyPassword(await dummyHash, password);
    throw new HttpError(401, LOGIN_FAILED_MESSAGE);
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    const minutes = minutesUntil(user.lockedUntil);
    throw new HttpError(
      429,
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailedLogin(db, user.id);
    throw new HttpError(401, LOGIN_FAILED_MESSAGE);
  }
  if (user.banned) throw new HttpError(403, BANNED_MESSAGE);
  await clearFailedLogins(db, user.id);
  return user;
}
