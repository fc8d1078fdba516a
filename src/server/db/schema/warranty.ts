import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DELIVERY_WINDOWS } from '#shared/delivery.js';
import { CLAIM_STATES, OPEN_CLAIM_STATES } from '#shared/warranty-claims.js';
import { FAULT_KINDS } from '#shared/warranty-cost.js';
import { orderItems, orders } from './orders.js';
import { inList } from './sql-lists.js';

const COVERAGES = ['free', 'shared', 'not_covered', 'expired'] as const;

/**
 * A warranty claim on one delivered mattress line (decision 0060). The cost figures are the ones
 * computed when it was filed, kept so a later change of fees or prices does not rewrite what the
 * customer was shown; null where the claim is not covered.
 */
export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    fault: text('fault', { enum: FAULT_KINDS }).notNull(),
    impressionMm: integer('impression_mm'),
    sizeDifferenceCm: numeric('size_difference_cm', { precision: 4, scale: 1, mode: 'number' }),
    description: text('description').notNull(),
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull(),
    inspectionDate: date('inspection_date', { mode: 'string' }).notNull(),
    inspectionWindow: text('inspection_window', { enum: DELIVERY_WINDOWS }).notNull(),
    state: text('state', { enum: CLAIM_STATES }).notNull().default('new'),
    declineReason: text('decline_reason'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    coverage: text('coverage', { enum: COVERAGES }).notNull(),
    yearsOwned: integer('years_owned').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    repairShareCents: integer('repair_share_cents'),
    transportCents: integer('transport_cents'),
    inspectionFeeCents: integer('inspection_fee_cents'),
    totalCents: integer('total_cents'),
    explanation: text('explanation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('warranty_claims_order_idx').on(table.orderId),
    index('warranty_claims_state_idx').on(table.state, table.createdAt),
    // One claim under way per mattress line: a script cannot file the same fault a hundred times.
    uniqueIndex('warranty_claims_open_line_key')
      .on(table.orderItemId)
      .where(sql`${table.state} in (${inList(OPEN_CLAIM_STATES)})`),
    check('warranty_claims_state_check', sql`${table.state} in (${inList(CLAIM_STATES)})`),
    check('warranty_claims_fault_check', sql`${table.fault} in (${inList(FAULT_KINDS)})`),
    check('warranty_claims_coverage_check', sql`${table.coverage} in (${inList(COVERAGES)})`),
  ],
);

export type WarrantyClaimRow = typeof warrantyClaims.$inferSelect;
