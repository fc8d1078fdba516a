import { z } from 'zod';
import { calendarDate } from './analytics.js';
import { oneLine } from './common.js';

/**
 * What the audit trail records changes of (docs/decisions/0035): items, and the shop's settings,
 * each a row of its own (SHOP_SETTING_IDS).
 */
export const AUDIT_ENTITY_TYPES = [
  'product',
  'voucher',
  'user',
  'order',
  'setting',
  'note',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** `exported`: staff handed a customer their data on request (PDPA access, decision 0075). */
export const AUDIT_ACTIONS = ['created', 'updated', 'deleted', 'exported'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  product: 'Product',
  voucher: 'Voucher',
  user: 'User',
  order: 'Order',
  setting: 'Setting',
  note: 'Internal note',
};

/** The entity id each staff setting is recorded under in the audit trail. */
export const SHOP_SETTING_IDS = {
  lowStockThreshold: 1,
  deliveryPlaces: 2,
  deliveryServices: 3,
  showroomVisits: 4,
} as const;

export const AUDIT_LIST_LIMIT = 100;
export const AUDIT_LIST_MAX_LIMIT = 500;

const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/** One field's change, named as the admin screens name it ("Price", "Stock of 91x190"). */
export const auditChangeSchema = z.object({
  field: z.string(),
  from: auditValueSchema,
  to: auditValueSchema,
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.number().int(),
  entityLabel: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.array(auditChangeSchema),
  actorEmail: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

/**
 * GET /admin/audit: newest first; every filter optional. `from` and `to` are Singapore dates, both
 * counted; `actor` matches part of the admin's e-mail.
 */
export const auditQuerySchema = z
  .object({
    entityType: z.enum(AUDIT_ENTITY_TYPES, { error: 'Unknown kind of item.' }).optional(),
    entityId: z.coerce
      .number({ error: 'entityId must be a number.' })
      .int('entityId must be a whole number.')
      .positive('entityId must be positive.')
      .max(2_147_483_647, 'entityId is too large.')
      .optional(),
    actor: oneLine(z.string().trim()).max(254, 'Admin e-mail is too long.').optional(),
    from: calendarDate('from').optional(),
    to: calendarDate('to').optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(AUDIT_LIST_MAX_LIMIT, `limit must be at most ${AUDIT_LIST_MAX_LIMIT}.`)
      .default(AUDIT_LIST_LIMIT),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'to must not be before from.',
  })
  .refine((query) => query.entityId === undefined || query.entityType !== undefined, {
    message: 'entityId needs entityType.',
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
