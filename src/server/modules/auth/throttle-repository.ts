import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { loginThrottles, users } from '#server/db/schema/index.js';

/** The lock from the fifth failure on grows: 1, 5, then 15 minutes for each further failure. */
const lockFor = (failures: ReturnType<typeof sql>) => sql`case
  when ${failures} < 5 then null
  when ${failures} = 5 then now() + interval '1 minute'
  when ${failures} = 6 then now() + interval '5 minutes'
  else now() + interval '15 minutes' end`;

/** When the lock on this key ends, if it is locked now. */
export async function findLockedUntil(db: Executor, keyHash: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(and(eq(loginThrottles.keyHash, keyHash), gt(loginThrottles.lockedUntil, sql`now()`)));
  return row?.lockedUntil ?? undefined;
}

/**
 * Counts one more failure in a single upsert (concurrent failures all count) and locks the key
 * from the fifth on. The account with this e-mail, if any, shows the count to admins.
 */
export async function recordFailure(db: Executor, keyHash: string, email: string): Promise<void> {
  const [row] = await db
    .insert(loginThrottles)
    .values({ keyHash, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottles.keyHash,
      set: {
        failures: sql`${loginThrottles.failures} + 1`,
        lockedUntil: lockFor(sql`${loginThrottles.failures} + 1`),
        updatedAt: sql`now()`,
      },
    })
    .returning({ failures: loginThrottles.failures });
  await db
    .update(users)
    .set({ loginAttempts: row?.failures ?? 1 })
    .where(eq(users.email, email));
}

/** A right password forgets the failures. */
export async function clearFailures(db: Executor, keyHash: string, email: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.keyHash, keyHash));
  await db
    .update(users)
    .set({ loginAttempts: 0 })
    .where(and(eq(users.email, email), sql`${users.loginAttempts} <> 0`));
}

/** Keys quiet for `idleHours` and not locked are forgotten, so the table holds recent guessing only. */
export async function deleteIdleThrottles(db: Executor, idleHours: number): Promise<number> {
  const deleted = await db
    .delete(loginThrottles)
    .where(
      and(
        lt(loginThrottles.updatedAt, sql`now() - ${idleHours}::integer * interval '1 hour'`),
        or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ keyHash: loginThrottles.keyHash });
  return deleted.length;
}
