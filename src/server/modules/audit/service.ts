import type { Executor } from '#server/db/client.js';
import type { AuditEntryRow } from '#server/db/schema/index.js';
import type {
  AuditAction,
  AuditChange,
  AuditEntityType,
  AuditEntry,
  AuditQuery,
  AuditValue,
} from '#shared/schemas/audit.js';
import { insertAuditEntry, listAuditEntries } from './repository.js';

/** Who made a change: a member of staff, or a customer acting on their own order (a guest has no id). */
export interface AuditActor {
  id: number | null;
  email: string;
}

/** An item's fields as the trail shows them, keyed by the label the admin screens use. */
export type AuditFields = Record<string, AuditValue>;

/** What changed between two readings of an item: the fields whose values differ, in order. */
export function changesBetween(before: AuditFields, after: AuditFields): AuditChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    return from === to ? [] : [{ field, from, to }];
  });
}

export interface AuditRecord {
  actor: AuditActor;
  entityType: AuditEntityType;
  entityId: number;
  entityLabel: string;
  action: AuditAction;
  /** The item before (null when created) and after (null when deleted). */
  before: AuditFields | null;
  after: AuditFields | null;
}

/**
 * Writes one entry, in the caller's transaction so the change and its record commit together.
 * An update that changed nothing leaves no entry.
 */
export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  const changes = changesBetween(record.before ?? {}, record.after ?? {});
  if (record.action === 'updated' && changes.length === 0) return;
  await insertAuditEntry(db, {
    entityType: record.entityType,
    entityId: record.entityId,
    entityLabel: record.entityLabel,
    action: record.action,
    changes,
    actorUserId: record.actor.id,
    actorEmail: record.actor.email,
  });
}

function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    action: row.action,
    changes: row.changes,
    actorEmail: row.actorEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function auditTrail(db: Executor, query: AuditQuery): Promise<AuditEntry[]> {
  return (await listAuditEntries(db, query)).map(toAuditEntry);
}
