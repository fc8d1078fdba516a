import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Transaction } from '#server/db/client.js';
import {
  type OrderStatusChangeRow,
  orderStatusChanges,
  orders,
  type PaymentProviderName,
} from '#server/db/schema/index.js';
import { onShopDays } from '#server/lib/shop-days.js';
import type { OrderStatus } from '#shared/constants.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import type { DeliveryState } from '#shared/delivery-states.js';
import type { PaymentMethodType } from '#shared/payment-methods.js';
import type { SaleChannel } from '#shared/sale-channels.js';
import type { AdminOrdersQuery } from '#shared/schemas/admin-order.js';

/** An order as the admin list shows it: one row of one query, no per-order round trips. */
export interface AdminOrderRow {
  id: number;
  created_at: Date | string;
  currency: string;
  email: string;
  user_id: number | null;
  status: OrderStatus;
  voucher_code: string | null;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  item_count: number;
  shipping_name: string | null;
  shipping_line1: string;
  phone: string | null;
  /** YYYY-MM-DD, as text: a date type would be parsed into a local midnight. */
  delivery_date: string | null;
  delivery_window: DeliveryWindow | null;
  delivery_state: DeliveryState;
  shipping_postal: string;
  provider: PaymentProviderName;
  provider_session_id: string;
  /** The last refund's time, and what the refunds gave back (decision 0054). */
  refunded_at: Date | string | null;
  refunded_cents: number;
  payment_method: PaymentMethodType | null;
  card_brand: string | null;
  card_last4: string | null;
  payment_reference: string | null;
  channel: SaleChannel;
  showroom_id: number | null;
  created_by_email: string | null;
}

const adminOrderSelect = sql`
  select o.id, o.created_at, o.currency, o.email, o.user_id, o.status, o.voucher_code,
    o.subtotal_cents, o.discount_cents, o.total_cents,
    (select coalesce(sum(oi.qty), 0)::int from order_items oi where oi.order_id = o.id) as item_count,
    o.shipping_name, o.shipping_line1, o.shipping_postal, o.phone,
    to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date, o.delivery_window, o.delivery_state,
    cs.provider, cs.provider_session_id, r.refunded_at, coalesce(r.refunded_cents, 0) as refunded_cents,
    o.payment_method, o.card_brand, o.card_last4, o.payment_reference,
    o.channel, o.showroom_id, o.created_by_email
  from orders o
  join checkout_sessions cs on cs.id = o.checkout_session_id
  left join lateral (
    select max(r.created_at) as refunded_at,
      (sum(r.amount_cents) filter (where r.state <> 'failed'))::int as refunded_cents
    from order_refunds r where r.order_id = o.id
  ) r on true`;

/**
 * What the search box matches: the order id or user id exactly; e-mail, voucher, name, address
 * or postal code in part; and the phone by its digits in part, however it is typed ("9123 4567",
 * "+65 91234567").
 */
function searchCondition(q: string): SQL {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const conditions = [
    sql`o.email ilike ${pattern}`,
    sql`o.voucher_code ilike ${pattern}`,
    sql`o.shipping_name ilike ${pattern}`,
    sql`o.shipping_line1 ilike ${pattern}`,
    sql`o.shipping_postal like ${pattern}`,
  ];
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^\d{4,}$/.test(digits)) {
    conditions.push(sql`regexp_replace(o.phone, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  if (/^\d{1,9}$/.test(q)) conditions.push(sql`o.id = ${Number(q)}`, sql`o.user_id = ${Number(q)}`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** Newest first, filtered on the server by status, search, Singapore dates placed and delivery date. */
export function listAdminOrders(db: Executor, query: AdminOrdersQuery): Promise<AdminOrderRow[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`o.status = ${query.status}`);
  if (query.q) conditions.push(searchCondition(query.q));
  conditions.push(...onShopDays(sql`o.created_at`, query));
  if (query.delivery) conditions.push(sql`o.delivery_date = ${query.delivery}::date`);
  const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  return queryRows<AdminOrderRow>(
    db,
    sql`${adminOrderSelect}${where} order by o.created_at desc, o.id desc limit ${query.limit}`,
  );
}

export async function findAdminOrder(
  db: Executor,
  orderId: number,
): Promise<AdminOrderRow | undefined> {
  const [row] = await queryRows<AdminOrderRow>(
    db,
    sql`${adminOrderSelect} where o.id = ${orderId}`,
  );
  return row;
}

/** Holds the order still while its status (and perhaps its refund) changes. */
export async function lockOrderStatus(
  db: Transaction,
  orderId: number,
): Promise<{ status: OrderStatus } | undefined> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export async function setOrderStatus(
  db: Executor,
  change: {
    orderId: number;
    from: OrderStatus;
    to: OrderStatus;
    by: { id: number | null; email: string };
  },
): Promise<void> {
  await db
    .update(orders)
    .set({ status: change.to, updatedAt: sql`now()` })
    .where(eq(orders.id, change.orderId));
  await db.insert(orderStatusChanges).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    changedByUserId: change.by.id,
    changedByEmail: change.by.email,
  });
}

export function listStatusChanges(db: Executor, orderId: number): Promise<OrderStatusChangeRow[]> {
  return db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.changedAt), asc(orderStatusChanges.id));
}
