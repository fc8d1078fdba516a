import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type UserRow, users } from '#server/db/schema/index.js';

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a customer; undefined when the e-mail is taken (the unique index decides, not a read). */
export async function insertUser(
  db: Executor,
  user: { email: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/** Creates the admin, or makes the existing account with that e-mail an admin with that password. */
export async function upsertAdmin(
  db: Executor,
  email: string,
  passwordHash: string,
): Promise<void> {
  await db
    .insert(users)
    .values({ email, passwordHash, acctype: 'admin' })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, acctype: 'admin', banned: false, loginAttempts: 0, lockedUntil: null },
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

/**
 * Counts one more failed login in a single UPDATE (concurrent failures all count) and, from the
 * fifth on, locks the account for a delay that grows: 1, 5, then 15 minutes.
 */
export async function recordFailedLogin(db: Executor, id: number): Promise<void> {
  await db
    .update(users)
    .set({
      loginAttempts: sql`${users.loginAttempts} + 1`,
      lockedUntil: sql`case
        when ${users.loginAttempts} + 1 < 5 then null
        when ${users.loginAttempts} + 1 = 5 then now() + interval '1 minute'
        when ${users.loginAttempts} + 1 = 6 then now() + interval '5 minutes'
        else now() + interval '15 minutes' end`,
    })
    .where(eq(users.id, id));
}

export async function clearFailedLogins(db: Executor, id: number): Promise<void> {
  await db
    .update(users)
    .set({ loginAttempts: 0, lockedUntil: null })
    .where(
      and(eq(users.id, id), sql`(${users.loginAttempts} <> 0 or ${users.lockedUntil} is not null)`),
    );
}
