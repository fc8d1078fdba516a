import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { passwordResetTokens, users } from '#server/db/schema/index.js';

/** Voids every unused reset link of the user. */
export async function voidResetTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Stores a new token and voids every older one of the user: only the newest link works. */
export async function replaceResetToken(
  db: Executor,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await voidResetTokens(db, userId);
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/** Whose account an unused, unexpired token resets (without using it), or undefined. */
export async function findResetTokenOwner(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ email: string; name: string | null } | undefined> {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(usable(tokenHash, now))
    .limit(1);
  return row;
}

/**
 * Uses a token in one conditional UPDATE: unused and unexpired, or nothing. Two requests racing
 * with the same token cannot both win.
 */
export async function consumeResetToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
