import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '#shared/constants.js';
import { orders, PAYMENT_PROVIDERS } from './orders.js';
import { users } from './users.js';

/**
 * Every status change an admin made: who and when (docs/decisions/0008). The admin's e-mail is
 * copied, so the history still says who after that account is deleted.
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    changedByEmail: text('changed_by_email').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_changes_order_idx').on(table.orderId, table.changedAt)],
);

/**
 * The one refund of an order, written in the same transaction as the status change under the
 * order's row lock: its primary key makes a second refund of the same order impossible.
 */
export const orderRefunds = pgTable('order_refunds', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  /** Stripe's `re_…`, or the sandbox's own reference. */
  providerRefundId: text('provider_refund_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  refundedByUserId: integer('refunded_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type OrderStatusChangeRow = typeof orderStatusChanges.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
