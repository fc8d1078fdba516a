import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type AuditEntryRow, auditEntries } from '#server/db/schema/index.js';
import { onShopDays } from '#server/lib/shop-days.js';
import type { AuditQuery } from '#shared/schemas/audit.js';

export type NewAuditEntry = typeof auditEntries.$inferInsert;

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditEntries).values(entry);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first: the trail of one item, or of all of them filtered. */
export function listAuditEntries(db: Executor, query: AuditQuery): Promise<AuditEntryRow[]> {
  const conditions: SQL[] = [];
  if (query.entityType) conditions.push(eq(auditEntries.entityType, query.entityType));
  if (query.entityId !== undefined) conditions.push(eq(auditEntries.entityId, query.entityId));
  if (query.actor) conditions.push(ilike(auditEntries.actorEmail, `%${escapeLike(query.actor)}%`));
  conditions.push(...onShopDays(auditEntries.createdAt, query));
  return db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(query.limit);
}
