import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type SessionRow, sessions, type UserRow, users } from '#server/db/schema/index.js';

export type SessionWithUser = SessionRow & { user: UserRow | null };

export async function insertSession(
  db: Executor,
  session: { idHash: string; userId: number | null; persistent: boolean; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** A live session and its user; expired rows count as absent. */
export async function findLiveSession(
  db: Executor,
  idHash: string,
): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row ? { ...row.session, user: row.user } : undefined;
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user, or every one but the caller's own. */
export async function deleteUserSessions(
  db: Executor,
  userId: number,
  exceptIdHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        exceptIdHash ? ne(sessions.idHash, exceptIdHash) : undefined,
      ),
    );
}

export async function deleteExpiredSessions(db: Executor): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}
