import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.js';
import { type OrderDeliveryStepRow, orderDeliverySteps, orders } from '#server/db/schema/index.js';
import type { OrderStatus } from '#shared/constants.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import type { DeliveryState } from '#shared/delivery-states.js';

/** Holds the order still while its delivery moves, and answers what the move depends on. */
export async function lockOrderDelivery(
  tx: Transaction,
  orderId: number,
): Promise<{ status: OrderStatus; deliveryState: DeliveryState } | undefined> {
  const [row] = await tx
    .select({ status: orders.status, deliveryState: orders.deliveryState })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

export interface DeliveryMove {
  orderId: number;
  to: DeliveryState;
  note: string;
  /**
   * Who moved it: a member of staff, or the customer (no id for a guest); null for the shop's
   * own day-before confirmation.
   */
  by: { id: number | null; email: string } | null;
}

/** Moves the delivery and keeps the step: the caller holds the order's lock. */
export async function moveDelivery(tx: Executor, move: DeliveryMove): Promise<void> {
  await tx
    .update(orders)
    .set({ deliveryState: move.to, updatedAt: sql`now()` })
    .where(eq(orders.id, move.orderId));
  await tx.insert(orderDeliverySteps).values({
    orderId: move.orderId,
    state: move.to,
    note: move.note,
    changedByUserId: move.by?.id ?? null,
    changedByEmail: move.by?.email ?? null,
  });
}

export function listDeliverySteps(db: Executor, orderId: number): Promise<OrderDeliveryStepRow[]> {
  return db
    .select()
    .from(orderDeliverySteps)
    .where(eq(orderDeliverySteps.orderId, orderId))
    .orderBy(asc(orderDeliverySteps.changedAt), asc(orderDeliverySteps.id));
}

/** Sales booked for delivery on `day` and not yet confirmed, oldest first, up to `limit`. */
export async function findBookedDeliveriesOn(
  db: Executor,
  day: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, day),
        eq(orders.deliveryState, 'booked'),
        inArray(orders.status, ['paid', 'processing']),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface OrderDeliveryFields {
  phone: string;
  /** The street with the unit, as orders keep it. */
  shippingLine1: string;
  shippingPostal: string;
  deliveryDate: string;
  deliveryWindow: DeliveryWindow;
}

/** Writes the order's delivery details: the caller holds the order's lock. */
export async function updateOrderDelivery(
  tx: Executor,
  orderId: number,
  fields: OrderDeliveryFields,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
