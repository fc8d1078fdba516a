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
import { ORDER_STATUSES } from '#shared/constants.js';
import { DELIVERY_WINDOWS } from '#shared/delivery.js';
import { DELIVERY_SERVICE_CODES } from '#shared/delivery-services.js';
import { DELIVERY_STATES } from '#shared/delivery-states.js';
import { PAYMENT_METHOD_TYPES } from '#shared/payment-methods.js';
import { carts, vouchers } from './cart.js';
import { productSizes, products } from './catalog.js';
import { saleChannelChecks, saleChannelColumns } from './sale-channel.js';
import { inList } from './sql-lists.js';
import { users } from './users.js';

export const CHECKOUT_STATES = ['open', 'completed', 'released'] as const;

/** 'counter': paid at a showroom's counter and recorded by staff, no provider (decision 0067). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'counter'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * One hosted-payment attempt (docs/decisions/0007-order-states.md). While `open` it holds stock of
 * every line and one use of its voucher; it ends `completed` (an order exists) or `released` (the
 * stock and the voucher use were given back). Only a row lock on this row moves it out of `open`.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id (`cs_…` for Stripe, `sbx_…` for the sandbox): the success page's session_id. */
    providerSessionId: text('provider_session_id').notNull(),
    paymentUrl: text('payment_url'),
    state: text('state', { enum: CHECKOUT_STATES }).notNull().default('open'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The bag that is emptied when the payment completes; a deleted bag has nothing to empty. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    email: text('email'),
    /** The address the checkout was opened from: what one address holds is capped (decision 11). */
    clientAddress: text('client_address'),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    voucherCode: text('voucher_code'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why it was released: expired, payment failed, replaced by a newer checkout, … */
    closeReason: text('close_reason'),
    /**
     * When the shop found the shopper finished but the money still on its way (PayNow, GrabPay):
     * the hold then lasts to a cap from here, no longer (decision 0051).
     */
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    /**
     * Delivery details given in the shop before paying (issue 15); whatever is null here the
     * payment page asks for. The address line includes the unit number.
     */
    phone: text('phone'),
    shippingLine1: text('shipping_line1'),
    shippingPostal: text('shipping_postal'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryWindow: text('delivery_window', { enum: DELIVERY_WINDOWS }),
    /** The customer asked to keep the address in Settings once the order is paid. */
    saveAddress: boolean('save_address').notNull().default(false),
    /** Opened by staff for a showroom or phone sale (a payment link or the counter), else online. */
    ...saleChannelColumns(),
  },
  (table) => [
    check('checkout_sessions_channel_check', saleChannelChecks(table).channel),
    check('checkout_sessions_showroom_check', saleChannelChecks(table).showroom),
    uniqueIndex('checkout_sessions_provider_session_key').on(table.providerSessionId),
    index('checkout_sessions_open_idx').on(table.expiresAt).where(sql`${table.state} = 'open'`),
    index('checkout_sessions_cart_idx').on(table.cartId),
    index('checkout_sessions_open_address_idx')
      .on(table.clientAddress)
      .where(sql`${table.state} = 'open'`),
    check('checkout_sessions_state_check', sql`${table.state} in (${inList(CHECKOUT_STATES)})`),
    check(
      'checkout_sessions_provider_check',
      sql`${table.provider} in (${inList(PAYMENT_PROVIDERS)})`,
    ),
    check(
      'checkout_sessions_delivery_window_check',
      sql`${table.deliveryWindow} in (${inList(DELIVERY_WINDOWS)})`,
    ),
    check(
      'checkout_sessions_amounts_check',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.totalCents} = greatest(0, ${table.subtotalCents} - ${table.discountCents})`,
    ),
  ],
);

/** The bag's lines as they were priced and reserved when the checkout began. */
export const checkoutSessionLines = pgTable(
  'checkout_session_lines',
  {
    id: serial('id').primaryKey(),
    checkoutSessionId: integer('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sizeId: integer('size_id').references(() => productSizes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sizeLabel: text('size_label'),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Set on a delivery service's line (decision 0061): no product, no stock. */
    serviceCode: text('service_code', { enum: DELIVERY_SERVICE_CODES }),
  },
  (table) => [
    index('checkout_session_lines_session_idx').on(table.checkoutSessionId),
    check('checkout_session_lines_qty_check', sql`${table.qty} >= 1`),
    check('checkout_session_lines_price_check', sql`${table.unitPriceCents} >= 0`),
  ],
);

/**
 * A paid order: exists only once a payment completed, so abandoned checkouts never appear. The
 * customer may be deleted later; the order stays (user_id set null) with its e-mail and address.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    checkoutSessionId: integer('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('paid'),
    currency: text('currency').notNull().default('SGD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    voucherCode: text('voucher_code'),
    shippingName: text('shipping_name'),
    shippingLine1: text('shipping_line1').notNull(),
    shippingPostal: text('shipping_postal').notNull(),
    eta: text('eta').notNull().default('3–5 business days'),
    /** The booked delivery (issue 15); null on orders placed before slots were booked. */
    phone: text('phone'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryWindow: text('delivery_window', { enum: DELIVERY_WINDOWS }),
    /** Where the delivery is (issue 24, decision 0058); its steps are in order_delivery_steps. */
    deliveryState: text('delivery_state', { enum: DELIVERY_STATES }).notNull().default('booked'),
    /**
     * How it was paid (issue 23, decision 0053): the method, and for a card its brand and last 4
     * when the provider told them. Null on orders placed before the method was recorded.
     */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_TYPES }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The counter's receipt or terminal reference of a payment staff recorded (decision 0067). */
    paymentReference: text('payment_reference'),
    /** Where it was sold and by whom, as its checkout was opened (decision 0067). */
    ...saleChannelColumns(),
    /**
     * When the buyer's account was deleted and the order's personal data was replaced (issue 26):
     * the order and its tax invoice are kept for the five years IRAS requires, without the person.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One order per checkout: the database itself refuses a second one.
    uniqueIndex('orders_checkout_session_key').on(table.checkoutSessionId),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    // A customer's orders by address: staff's customer view and bringing guest orders in.
    index('orders_email_idx').on(table.email),
    // Analytics: paid orders of a date range (docs/decisions/0008-analytics-in-singapore-time.md).
    index('orders_status_created_idx').on(table.status, table.createdAt),
    // A delivery window's bookings (decision 0057), and a day's run of deliveries.
    index('orders_delivery_slot_idx')
      .on(table.deliveryDate, table.deliveryWindow)
      .where(sql`${table.deliveryDate} is not null`),
    check('orders_status_check', sql`${table.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_channel_check', saleChannelChecks(table).channel),
    check('orders_showroom_check', saleChannelChecks(table).showroom),
    // Staff's sales are few among the web's: the channel split reads them alone (decision 0067).
    index('orders_staff_sales_idx').on(table.createdAt).where(sql`${table.channel} <> 'online'`),
    check(
      'orders_delivery_window_check',
      sql`${table.deliveryWindow} in (${inList(DELIVERY_WINDOWS)})`,
    ),
    check(
      'orders_delivery_state_check',
      sql`${table.deliveryState} in (${inList(DELIVERY_STATES)})`,
    ),
    // The day-before run: the booked deliveries of a day.
    index('orders_booked_delivery_idx')
      .on(table.deliveryDate)
      .where(sql`${table.deliveryState} = 'booked'`),
    check(
      'orders_payment_method_check',
      sql`${table.paymentMethod} in (${inList(PAYMENT_METHOD_TYPES)})`,
    ),
    // Only a card has a brand and last 4.
    check(
      'orders_card_details_check',
      sql`${table.paymentMethod} = 'card' or (${table.cardBrand} is null and ${table.cardLast4} is null)`,
    ),
    check(
      'orders_amounts_check',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.totalCents} = greatest(0, ${table.subtotalCents} - ${table.discountCents})`,
    ),
  ],
);

/** A line as sold: name, size and price are copied, so a later catalogue change or delete keeps it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sizeLabel: text('size_label'),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Set on a delivery service's line (decision 0061): no product, no stock. */
    serviceCode: text('service_code', { enum: DELIVERY_SERVICE_CODES }),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    check('order_items_qty_check', sql`${table.qty} >= 1`),
    check('order_items_price_check', sql`${table.unitPriceCents} >= 0`),
  ],
);

/** The warehouse's queue (admin's Orders to Fulfill): one row per paid order. */
export const orderFulfillments = pgTable(
  'order_fulfillments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('order_fulfillments_order_key').on(table.orderId)],
);

/** Provider events already handled: a replayed webhook finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type CheckoutSessionLineRow = typeof checkoutSessionLines.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
