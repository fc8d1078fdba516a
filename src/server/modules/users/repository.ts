import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type UserRow, users } from '#server/db/schema/index.js';

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/**
 * Creates the admin, or makes the existing account with that e-mail an admin with that password:
 * an owner, the one account that can give every other its role (decision 0064).
 */
export async function upsertAdmin(
  db: Executor,
  email: string,
  passwordHash: string,
): Promise<void> {
  await db
    .insert(users)
    .values({ email, passwordHash, acctype: 'admin', staffRole: 'owner' })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, acctype: 'admin', staffRole: 'owner', banned: false },
    });
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: Partial<Omit<UserRow, 'id' | 'userid' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Marks the address proven, if the account still has it: the account's row, or undefined. */
export async function setEmailVerified(
  db: Executor,
  userId: number,
  email: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning();
  return row;
}
