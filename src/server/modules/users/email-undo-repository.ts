import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { emailChangeReversals } from '#server/db/schema/index.js';

export async function insertEmailUndo(
  db: Executor,
  undo: { userId: number; oldEmail: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailChangeReversals).values(undo);
}

/**
 * Uses an undo link in one conditional UPDATE: unused and unexpired, or nothing, so two clicks
 * racing cannot both win. Returns whose address to give back, and which.
 */
export async function consumeEmailUndo(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; oldEmail: string } | undefined> {
  const [row] = await db
    .update(emailChangeReversals)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailChangeReversals.tokenHash, tokenHash),
        isNull(emailChangeReversals.usedAt),
        gt(emailChangeReversals.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeReversals.userId, oldEmail: emailChangeReversals.oldEmail });
  return row;
}

/** Voids every unused undo link of the account: after an undo, no other link may move it again. */
export async function voidEmailUndos(db: Executor, userId: number): Promise<void> {
  await db
    .update(emailChangeReversals)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChangeReversals.userId, userId), isNull(emailChangeReversals.usedAt)));
}
