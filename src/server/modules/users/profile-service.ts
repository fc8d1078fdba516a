import type { Database } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { HttpError, ValidationError } from '#server/lib/http-errors.js';
import { hashPassword, verifyPassword } from '#server/modules/auth/password.js';
import { assertPasswordAllowed, DUPLICATE_EMAIL_MESSAGE } from '#server/modules/auth/service.js';
import { deleteUserSessions } from '#server/modules/auth/session-repository.js';
import type { Profile } from '#shared/schemas/profile.js';
import { findUserByEmail, updateUser } from './repository.js';

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

export async function changeEmail(db: Database, user: UserRow, email: string): Promise<UserRow> {
  if (email === user.email) return user;
  const owner = await findUserByEmail(db, email);
  if (owner) throw new ValidationError(DUPLICATE_EMAIL_MESSAGE, 409);
  try {
    return updated(await updateUser(db, user.id, { email }));
  } catch (error) {
    // Another account took the address between the check and the update.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new ValidationError(DUPLICATE_EMAIL_MESSAGE, 409);
    }
    throw error;
  }
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

/** Needs the current password; ends the account's other sessions, keeps this one. */
export async function changePassword(
  db: Database,
  user: UserRow,
  change: { currentPassword: string; password: string },
  currentSessionIdHash: string | undefined,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
    throw new ValidationError('Current password is incorrect.');
  }
  assertPasswordAllowed(change.password);
  const passwordHash = await hashPassword(change.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await deleteUserSessions(tx, user.id, currentSessionIdHash);
  });
}
