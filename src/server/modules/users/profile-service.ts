import type { Database } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { HttpError, ValidationError } from '#server/lib/http-errors.js';
import {
  assertPasswordAllowed,
  deleteUserSessions,
  hashPassword,
  passwordChangedNotice,
  passwordGuessThrottle,
  verifyPassword,
} from '#server/modules/auth/index.js';
import type { Profile } from '#shared/schemas/profile.js';
import type { AccountMail } from './email-change-service.js';
import { updateUser } from './repository.js';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect.';

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    userid: user.userid,
    email: user.email,
    name: user.name,
    address_line: user.addressLine,
    postal_code: user.postalCode,
  };
}

function updated(user: UserRow | undefined): UserRow {
  if (!user) throw new HttpError(404, 'Account not found');
  return user;
}

export async function updateAddress(
  db: Database,
  user: UserRow,
  address: { address_line: string | null; postal_code: string | null },
): Promise<UserRow> {
  return updated(
    await updateUser(db, user.id, {
      addressLine: address.address_line,
      postalCode: address.postal_code,
    }),
  );
}

/**
 * Needs the current password, guessed under the same lock as login (a stolen session must not
 * become a fast password oracle); ends the account's other sessions, keeps this one, and tells
 * the owner by mail.
 */
export async function changePassword(
  { db, mailer, publicUrl }: AccountMail,
  user: UserRow,
  change: { currentPassword: string; password: string },
  currentSessionIdHash: string | undefined,
): Promise<void> {
  const throttle = passwordGuessThrottle(db, user.email);
  await throttle.assertOpen();
  if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
    await throttle.failed();
    throw new ValidationError(CURRENT_PASSWORD_WRONG_MESSAGE);
  }
  await throttle.succeeded();
  assertPasswordAllowed(change.password, user);
  const passwordHash = await hashPassword(change.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await deleteUserSessions(tx, user.id, currentSessionIdHash);
    await mailer.enqueue({ to: user.email, ...passwordChangedNotice(publicUrl, 'settings') }, tx);
  });
}
