import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type UserRow, users } from '#server/db/schema/index.js';

// The sign-in columns of the users table are auth's: finding an account by its address,
// registering one and setting its password. The users module keeps the rest of the row.

export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Inserts a customer; undefined when the e-mail is taken (the unique index decides, not a read). */
export async function insertAccount(
  db: Executor,
  user: { email: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function setAccountPassword(
  db: Executor,
  id: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ passwordHash }).where(eq(users.id, id)).returning();
  return row;
}
