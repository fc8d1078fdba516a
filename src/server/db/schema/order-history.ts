import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, REFUND_STATES } from '#shared/constants.js';
import { DELIVERY_WINDOWS } from '#shared/delivery.js';
import { DELIVERY_STATES } from '#shared/delivery-states.js';
import { orderItems, orders, PAYMENT_PROVIDERS } from './orders.js';
import { inList } from './sql-lists.js';
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
 * Money given back on an order, whole or in part (docs/decisions/0054): each row is one refund
 * through the provider and one credit note (CN- and its id). Written under the order's row lock,
 * so the refunds of an order never add up to more than it charged.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe's `re_…`, or the sandbox's own reference. */
    providerRefundId: text('provider_refund_id').notNull(),
    /** Stripe settles PayNow and GrabPay refunds later: pending until its webhook says. */
    state: text('state', { enum: REFUND_STATES }).notNull().default('succeeded'),
    amountCents: integer('amount_cents').notNull(),
    /** The GST contained in the amount (prices include 9%), as the credit note states it. */
    gstCents: integer('gst_cents').notNull().default(0),
    reason: text('reason').notNull().default(''),
    refundedByUserId: integer('refunded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Copied, so the refund still says who after that account is deleted. */
    refundedByEmail: text('refunded_by_email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId, table.createdAt),
    index('order_refunds_provider_refund_idx').on(table.providerRefundId),
    check('order_refunds_state_check', sql`${table.state} in ('pending', 'succeeded', 'failed')`),
    check(
      'order_refunds_amounts_check',
      sql`${table.amountCents} >= 0 and ${table.gstCents} >= 0 and ${table.gstCents} <= ${table.amountCents}`,
    ),
  ],
);

/** The order lines a refund gave back, how many, and whether their units went back to stock. */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    restocked: boolean('restocked').notNull(),
  },
  (table) => [
    index('order_refund_lines_refund_idx').on(table.refundId),
    index('order_refund_lines_item_idx').on(table.orderItemId),
    check('order_refund_lines_qty_check', sql`${table.qty} >= 1`),
  ],
);

export type OrderStatusChangeRow = typeof orderStatusChanges.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type OrderRefundLineRow = typeof orderRefundLines.$inferSelect;

/**
 * Each step of an order's delivery after it was booked (decision 0058): when, to what, why, and
 * who. No staff member (null) is the shop's own day-before confirmation. The e-mail is copied, so
 * the history still says who after that account is deleted.
 */
export const orderDeliverySteps = pgTable(
  'order_delivery_steps',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state', { enum: DELIVERY_STATES }).notNull(),
    note: text('note').notNull().default(''),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    changedByEmail: text('changed_by_email'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_delivery_steps_order_idx').on(table.orderId, table.changedAt),
    check('order_delivery_steps_state_check', sql`${table.state} in (${inList(DELIVERY_STATES)})`),
  ],
);

export type OrderDeliveryStepRow = typeof orderDeliverySteps.$inferSelect;

/** Where a late change's charge stands: its page open, paid (and the change made), or not. */
export const CHANGE_CHARGE_STATES = ['open', 'paid', 'closed', 'refunded'] as const;
export type ChangeChargeState = (typeof CHANGE_CHARGE_STATES)[number];

/**
 * The charge for moving a delivery after free changes ended (decision 0062): a payment page of
 * its own, opened for one new slot; the move is made when the provider says it was paid.
 */
export const deliveryChangeCharges = pgTable(
  'delivery_change_charges',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** `pending_…` until the provider names its session, then its id: the payment page's key. */
    providerSessionId: text('provider_session_id').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryWindow: text('delivery_window', { enum: DELIVERY_WINDOWS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state', { enum: CHANGE_CHARGE_STATES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('delivery_change_charges_provider_session_key').on(table.providerSessionId),
    index('delivery_change_charges_order_idx').on(table.orderId),
    check('delivery_change_charges_amount_check', sql`${table.amountCents} > 0`),
    check(
      'delivery_change_charges_state_check',
      sql`${table.state} in (${inList(CHANGE_CHARGE_STATES)})`,
    ),
  ],
);
export type DeliveryChangeChargeRow = typeof deliveryChangeCharges.$inferSelect;
