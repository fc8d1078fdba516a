import type { Database } from '#server/db/client.js';
import { hashPassword, verifyPassword } from '#server/modules/auth/index.js';
import { findUserByEmail, upsertAdmin } from './repository.js';

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
