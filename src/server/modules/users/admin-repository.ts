import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.js';
import { type UserRow, users } from '#server/db/schema/index.js';

export interface UserListFilter {
  includeBanned: boolean;
  /** Part of an e-mail or name, any case; empty or absent matches everybody. */
  search: string | undefined;
  limit: number;
  offset: number;
}

/** LIKE wildcards typed in the search box are matched as themselves. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Newest accounts first. */
export async function findUsers(db: Executor, filter: UserListFilter): Promise<UserRow[]> {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return db
    .select()
    .from(users)
    .where(
      and(
        filter.includeBanned ? undefined : eq(users.banned, false),
        pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/**
 * Locks the rows of the active owners (in id order, so concurrent callers queue instead of
 * deadlocking) and returns their ids. Under PostgreSQL's READ COMMITTED a caller that waited sees
 * the rows as the previous transaction left them: an owner it demoted or banned is not counted.
 */
export async function lockActiveOwnerIds(db: Transaction): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.acctype}) = 'admin'`,
        eq(users.staffRole, 'owner'),
        eq(users.banned, false),
      ),
    )
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

export async function lockUser(db: Transaction, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
