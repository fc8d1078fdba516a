import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import {
  checkoutSessions,
  type OrderItemRow,
  type OrderRow,
  orderFulfillments,
  orderItems,
  orders,
} from '#server/db/schema/index.js';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** An order, its lines and its place in the fulfilment queue: written together or not at all. */
export async function insertOrder(
  db: Executor,
  values: NewOrder,
  items: NewOrderItem[],
): Promise<OrderRow> {
  const [order] = await db.insert(orders).values(values).returning();
  if (!order) throw new Error('order insert returned nothing');
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
  await db.insert(orderFulfillments).values({ orderId: order.id });
  return order;
}

export async function findOrderOfCheckout(
  db: Executor,
  checkoutSessionId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, checkoutSessionId));
  return row;
}

export interface OrderWithSession extends OrderRow {
  providerSessionId: string;
}

const withSessionColumns = {
  order: orders,
  providerSessionId: checkoutSessions.providerSessionId,
};

function selectWithSession(db: Executor) {
  return db
    .select(withSessionColumns)
    .from(orders)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, orders.checkoutSessionId));
}

export async function findOrderByProviderSession(
  db: Executor,
  providerSessionId: string,
): Promise<OrderWithSession | undefined> {
  const [row] = await selectWithSession(db).where(
    eq(checkoutSessions.providerSessionId, providerSessionId),
  );
  return row && { ...row.order, providerSessionId: row.providerSessionId };
}

export async function findOrderById(
  db: Executor,
  orderId: number,
): Promise<OrderWithSession | undefined> {
  const [row] = await selectWithSession(db).where(eq(orders.id, orderId));
  return row && { ...row.order, providerSessionId: row.providerSessionId };
}

export function findOrderItems(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** A customer's orders, newest first, with how many pieces each holds. */
export function listOrdersOfUser(db: Executor, userId: number) {
  return db
    .select({
      order: orders,
      // Written out: inside a subquery drizzle would leave the columns unqualified.
      itemCount: sql<number>`(select coalesce(sum(oi.qty), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Puts the address's orders placed without an account into the account; how many moved. */
export async function moveGuestOrders(db: Executor, userId: number, email: string) {
  const rows = await db
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.email, email), isNull(orders.userId)))
    .returning({ id: orders.id });
  return rows.length;
}
