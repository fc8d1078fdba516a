import type { Database } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { ForbiddenError, HttpError } from '#server/lib/http-errors.js';
import {
  assertPasswordAllowed,
  endAccountSessions,
  hashPassword,
  passwordChangedNotice,
} from '#server/modules/auth/index.js';
import type { Profile } from '#shared/schemas/profile.js';
import { type AccountErasure, eraseAccount } from './account-erasure.js';
import type { AccountMail } from './account-mail.js';
import { lockUser } from './admin-repository.js';
import { assertCurrentPassword } from './current-password.js';
import { voidEmailChangeRequests } from './email-change-request-repository.js';
import { updateUser } from './repository.js';

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
 * Needs the current password; ends the account's other sessions, keeps this one, cancels an
 * e-mail change waiting for its link (the owner securing the account) and tells the owner by mail.
 */
export async function changePassword(
  { db, mailer, publicUrl, clock }: AccountMail,
  user: UserRow,
  change: { currentPassword: string; password: string },
  currentSessionIdHash: string | undefined,
): Promise<void> {
  await assertCurrentPassword(db, user, change.currentPassword);
  assertPasswordAllowed(change.password, user);
  const passwordHash = await hashPassword(change.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endAccountSessions(tx, user.id, currentSessionIdHash);
    await voidEmailChangeRequests(tx, user.id);
    await mailer.enqueue(
      { to: user.email, ...passwordChangedNotice(publicUrl, 'settings', clock.now()) },
      tx,
    );
  });
}

/**
 * The customer deletes their own account (decision 0075): the current password first, guessed
 * under the login's lock; staff accounts are closed by an owner in the admin, where the
 * last-owner rule holds. The row is locked, so a staff edit at the same moment waits.
 */
export async function deleteOwnAccount(
  db: Database,
  user: UserRow,
  currentPassword: string,
  erasure: AccountErasure,
): Promise<void> {
  await assertCurrentPassword(db, user, currentPassword);
  if (user.acctype === 'admin') {
    throw new ForbiddenError('A staff account is closed by an owner, in the admin’s Users.');
  }
  await db.transaction(async (tx) => {
    await eraseAccount(tx, updated(await lockUser(tx, user.id)), erasure, 'refuse');
  });
}
