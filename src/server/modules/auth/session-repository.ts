import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type SessionRow, sessions, type UserRow, users } from '#server/db/schema/index.js';

export type SessionWithUser = SessionRow & { user: UserRow | null };

export async function insertSession(
  db: Executor,
  session: { idHash: string; userId: number | null; persistent: boolean; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.insert(sessions).values({ ...session, createdAt: now, lastSeenAt: now });
}

/** A live session at `now` and its user; expired rows count as absent. */
export async function findLiveSession(
  db: Executor,
  idHash: string,
  now: Date,
): Promise<SessionWithUser | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ? { ...row.session, user: row.user } : undefined;
}

/**
 * Makes an anonymous session under an id the visitor was handed earlier. A stale row of that id
 * (expired) is replaced; a live logged-in one is left alone and false returned: it is someone's.
 */
export async function claimSession(
  db: Executor,
  idHash: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(sessions)
    .values({ idHash, userId: null, persistent: true, expiresAt, createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: sessions.idHash,
      set: {
        userId: null,
        persistent: true,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
      },
      // A live anonymous row of this id is the same visitor's, made by a request racing this one.
      setWhere: or(lt(sessions.expiresAt, now), isNull(sessions.userId)),
    })
    .returning({ idHash: sessions.idHash });
  return claimed.length > 0;
}

/** Records that the session was used at `now`, if it was not within the `withinMs` before. */
export async function touchSession(
  db: Executor,
  idHash: string,
  withinMs: number,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(sessions.idHash, idHash), lt(sessions.lastSeenAt, new Date(now.getTime() - withinMs))),
    );
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

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}
