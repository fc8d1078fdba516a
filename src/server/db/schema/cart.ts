import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { VOUCHER_TYPES } from '#shared/constants.js';
import { productSizes, products } from './catalog.js';
import { users } from './users.js';

/**
 * Voucher codes (spec section 3). A percent voucher keeps its whole percent in `percent_off`, a
 * fixed one its amount in `amount_off_cents`; the other column is null. `used_count` changes only
 * by a conditional UPDATE (`… where max_uses = 0 or used_count < max_uses`), so concurrent
 * checkouts can never take more uses than `max_uses` allows (0 = unlimited).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: VOUCHER_TYPES }).notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    maxUses: integer('max_uses').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('vouchers_code_key').on(table.code),
    check(
      'vouchers_code_check',
      sql`${table.code} = upper(btrim(${table.code})) and ${table.code} <> ''`,
    ),
    check('vouchers_kind_check', sql`${table.kind} in ('percent', 'fixed')`),
    check(
      'vouchers_value_check',
      sql`(${table.kind} = 'percent' and ${table.percentOff} between 0 and 100 and ${table.amountOffCents} is null) or (${table.kind} = 'fixed' and ${table.amountOffCents} >= 0 and ${table.percentOff} is null)`,
    ),
    check('vouchers_min_subtotal_check', sql`${table.minSubtotalCents} >= 0`),
    check('vouchers_max_uses_check', sql`${table.maxUses} >= 0`),
    check('vouchers_used_count_check', sql`${table.usedCount} >= 0`),
    check(
      'vouchers_dates_check',
      sql`${table.startsAt} is null or ${table.expiresAt} is null or ${table.startsAt} < ${table.expiresAt}`,
    ),
  ],
);

/**
 * A shopping bag: a customer's (user_id, one per customer, seen on every device) or a visitor's
 * (session_id_hash). The session hash is deliberately not a foreign key: login deletes the visitor's
 * session before the bag is merged into the customer's, and the bag must outlive that moment
 * (docs/decisions/0006-carts-and-vouchers.md). Orphaned visitor bags are swept by housekeeping.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionIdHash: text('session_id_hash'),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    /** Why the server last changed the bag on its own (a voucher taken off); cleared by the next change. */
    notice: text('notice'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('carts_user_key').on(table.userId),
    unique('carts_session_key').on(table.sessionIdHash),
    check('carts_owner_check', sql`(${table.userId} is null) <> (${table.sessionIdHash} is null)`),
    index('carts_voucher_idx').on(table.voucherId),
    index('carts_updated_idx').on(table.updatedAt),
  ],
);

/**
 * One line of a bag: a product, and its size when it is sold in sizes. Prices are not stored: the
 * bag always shows the catalogue's current price. A product or size that is deleted leaves the bag.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').references(() => productSizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One line per product and size; NULLS NOT DISTINCT makes that hold for unsized products too.
    unique('cart_items_line_key')
      .on(table.cartId, table.productId, table.sizeId)
      .nullsNotDistinct(),
    index('cart_items_product_idx').on(table.productId),
    index('cart_items_size_idx').on(table.sizeId),
    check('cart_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);

/**
 * Voucher codes tried in the current window per address and per bag (decision 0040), so codes
 * cannot be found by guessing. The key is a SHA-256 of "address:" + the client's address or
 * "bag:" + the bag's id. A try takes a slot before the code is looked up and a code that applies
 * gives it back, so only wrong codes stay counted and concurrent tries cannot overrun the limit.
 * Rows whose window has ended are swept by housekeeping.
 */
export const voucherGuesses = pgTable(
  'voucher_guesses',
  {
    keyHash: text('key_hash').primaryKey(),
    guesses: integer('guesses').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('voucher_guesses_window_idx').on(table.windowEndsAt),
    check('voucher_guesses_guesses_check', sql`${table.guesses} >= 0`),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
