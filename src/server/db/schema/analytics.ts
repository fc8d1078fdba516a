import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Orders Analytics' daily roll-ups (docs/decisions/0034-analytics-roll-ups.md). Triggers written
 * in the migration keep them in the same transaction as every change of an order, its lines, its
 * fulfilment or a checkout, so an answer over 366 days reads at most 366 rows per figure.
 */
const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** One Singapore day: its sales and the checkouts opened on it that ended. */
export const analyticsDaily = pgTable('analytics_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sales: integer('sales').notNull().default(0),
  salesCents: cents('sales_cents'),
  /** Sales of the day not yet shipped: the length of the warehouse's queue. */
  unshipped: integer('unshipped').notNull().default(0),
  /** Checkouts opened on the day that ended paid, those whose order is a sale now, unpaid ones. */
  checkoutsCompleted: integer('checkouts_completed').notNull().default(0),
  checkoutsConverted: integer('checkouts_converted').notNull().default(0),
  checkoutsAbandoned: integer('checkouts_abandoned').notNull().default(0),
  abandonedCents: cents('abandoned_cents'),
});

/**
 * One product's sales on one day: pieces and its share of what was charged. `product_key` is
 * `p:<id>`, or `n:<name>` for a line whose product was gone when it was counted.
 */
export const analyticsDailyProducts = pgTable(
  'analytics_daily_products',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productKey: text('product_key').notNull(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    qty: cents('qty'),
    revenueCents: cents('revenue_cents'),
  },
  (table) => [primaryKey({ columns: [table.day, table.productKey] })],
);

/**
 * One payment method's sales on one day (issue 23): `method` is card, paynow, grabpay, or
 * `unrecorded` for orders placed before the method was recorded. A day's rows add up to its
 * `analytics_daily` sales and revenue.
 */
export const analyticsDailyMethods = pgTable(
  'analytics_daily_methods',
  {
    day: date('day', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    sales: integer('sales').notNull().default(0),
    salesCents: cents('sales_cents'),
  },
  (table) => [primaryKey({ columns: [table.day, table.method] })],
);

/** The ledger: each order counted as a sale, as it was counted (so it can be taken out exactly). */
export const analyticsSales = pgTable(
  'analytics_sales',
  {
    orderId: integer('order_id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** When the order was placed: the warehouse's queue is read in this order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    totalCents: integer('total_cents').notNull(),
    unshipped: integer('unshipped').notNull(),
    /** The Singapore day its checkout was opened: where it counts as a converted checkout. */
    checkoutDay: date('checkout_day', { mode: 'string' }).notNull(),
    /** How it was paid, as counted in `analytics_daily_methods`: a method or `unrecorded`. */
    paymentMethod: text('payment_method').notNull().default('unrecorded'),
  },
  // The sales CSV reads a range's sales in this order, a page at a time.
  (table) => [
    index('analytics_sales_day_idx').on(table.day, table.orderId),
    // Orders to Fulfill: a page of the queue is a walk along this index, however long the range.
    index('analytics_sales_queue_idx')
      .on(table.createdAt, table.orderId)
      .where(sql`${table.unshipped} = 1`),
  ],
);

/** Each line of a counted sale with its share of the order's charge (largest remainder). */
export const analyticsSaleLines = pgTable(
  'analytics_sale_lines',
  {
    orderItemId: integer('order_item_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    productKey: text('product_key').notNull(),
    productId: integer('product_id'),
    name: text('name').notNull(),
    qty: integer('qty').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    shareCents: bigint('share_cents', { mode: 'number' }).notNull(),
  },
  (table) => [index('analytics_sale_lines_order_idx').on(table.orderId)],
);

/**
 * The ledger of refunds counted against revenue (decision 0008, as amended by 0054): each refund
 * of a counted sale, on the Singapore day it was made, so it can be taken out exactly.
 */
export const analyticsRefunds = pgTable(
  'analytics_refunds',
  {
    refundId: integer('refund_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [
    index('analytics_refunds_order_idx').on(table.orderId),
    index('analytics_refunds_day_idx').on(table.day),
  ],
);
