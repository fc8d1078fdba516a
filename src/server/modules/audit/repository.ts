import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type AuditEntryRow, auditEntries } from '#server/db/schema/index.js';
import type { AuditQuery } from '#shared/schemas/audit.js';
import { addDays, SHOP_TIME_ZONE } from '#shared/time.js';

export type NewAuditEntry = typeof auditEntries.$inferInsert;

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditEntries).values(entry);
}

/** Midnight of a Singapore date, as the instant the database compares with. */
const shopMidnight = (day: string) =>
  sql`((${day})::timestamp at time zone '${sql.raw(SHOP_TIME_ZONE)}')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first: the trail of one item, or of all of them filtered. */
export function listAuditEntries(db: Executor, query: AuditQuery): Promise<AuditEntryRow[]> {
  const conditions: SQL[] = [];
  if (query.entityType) conditions.push(eq(auditEntries.entityType, query.entityType));
  if (query.entityId !== undefined) conditions.push(eq(auditEntries.entityId, query.entityId));
  if (query.actor) conditions.push(ilike(auditEntries.actorEmail, `%${escapeLike(query.actor)}%`));
  if (query.from) conditions.push(gte(auditEntries.createdAt, shopMidnight(query.from)));
  if (query.to) conditions.push(lt(auditEntries.createdAt, shopMidnight(addDays(query.to, 1))));
  return db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(query.limit);
}
