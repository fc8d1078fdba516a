import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.js';
import { type UserRow, users } from '#server/db/schema/index.js';
import { hashPassword, verifyPassword } from '#server/modules/auth/index.js';
import { findUserByEmail, setEmailVerified, updateUser, upsertAdmin } from './repository.js';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD give the shop its first admin. An account that already matches is
 * left alone, so a restart does not pay for a fresh argon2 hash or rewrite the row.
 */
export async function ensureAdminAccount(
  db: Database,
  admin: { email: string; password: string },
): Promise<void> {
  const email = normaliseEmail(admin.email);
  const existing = await findUserByEmail(db, email);
  if (
    existing?.acctype === 'admin' &&
    !existing.banned &&
    (await verifyPassword(existing.passwordHash, admin.password))
  ) {
    return;
  }
  await upsertAdmin(db, email, await hashPassword(admin.password));
}

/** The customer's Stripe customer, kept the first time a checkout makes one (never replaced). */
export async function rememberStripeCustomer(
  db: Executor,
  userId: number,
  stripeCustomerId: string,
): Promise<void> {
  await db
    .update(users)
    .set({ stripeCustomerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
}

/** Keeps the address an order was delivered to in the customer's Settings, when they asked. */
export async function saveDeliveryAddress(
  tx: Executor,
  userId: number,
  address: Pick<UserRow, 'addressLine' | 'postalCode'>,
): Promise<void> {
  await updateUser(tx, userId, address);
}

/**
 * Marks the account's address proven by a link mailed to it (decision 0066), if the account still
 * has that address (an e-mail change since the link voids it): the account's row, or undefined.
 */
export function markEmailVerified(
  db: Executor,
  userId: number,
  email: string,
  now: Date,
): Promise<UserRow | undefined> {
  return setEmailVerified(db, userId, email, now);
}
