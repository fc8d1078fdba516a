import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditChange } from '#shared/schemas/audit.js';
import { inList } from './sql-lists.js';
import { users } from './users.js';

/**
 * The admin's audit trail (docs/decisions/0035): who changed which product, voucher, user or order,
 * when, from what to what. Written in the transaction of the change it records, so one never exists
 * without the other. The item's name and the admin's e-mail are copied: the entry still says what
 * and who after either is deleted.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    entityType: text('entity_type', { enum: AUDIT_ENTITY_TYPES }).notNull(),
    entityId: integer('entity_id').notNull(),
    entityLabel: text('entity_label').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default(sql`'[]'::jsonb`),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_entries_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_entries_created_idx').on(table.createdAt),
    check(
      'audit_entries_entity_type_check',
      sql`${table.entityType} in (${inList(AUDIT_ENTITY_TYPES)})`,
    ),
    check('audit_entries_action_check', sql`${table.action} in (${inList(AUDIT_ACTIONS)})`),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
