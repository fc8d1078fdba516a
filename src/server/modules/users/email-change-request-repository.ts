import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { emailChangeRequests } from '#server/db/schema/index.js';

export async function insertEmailChangeRequest(
  db: Executor,
  request: { userId: number; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailChangeRequests).values(request);
}

/**
 * Voids every unconfirmed change of the account: a newer request replaces it, and a new password
 * or an undo cancels it.
 */
export async function voidEmailChangeRequests(db: Executor, userId: number): Promise<void> {
  await db
    .update(emailChangeRequests)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt)));
}

/**
 * Uses a confirmation link in one conditional UPDATE: unused and unexpired, or nothing, so two
 * clicks racing cannot both win. Returns whose address to change, and to what.
 */
export async function consumeEmailChangeRequest(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; newEmail: string } | undefined> {
  const [row] = await db
    .update(emailChangeRequests)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailChangeRequests.tokenHash, tokenHash),
        isNull(emailChangeRequests.usedAt),
        gt(emailChangeRequests.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
  return row;
}
