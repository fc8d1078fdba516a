import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import {
  type OrderRefundLineRow,
  type OrderRefundRow,
  orderItems,
  orderRefundLines,
  orderRefunds,
} from '#server/db/schema/index.js';
import type { RefundState } from '#shared/constants.js';

/** A refund that did not fail holds its money: pending ones are on their way back. */
const heldBy = ne(orderRefunds.state, 'failed');

/** What the order's refunds have given back (or are giving), in cents, and how many there are. */
export async function refundTotalsOf(
  db: Executor,
  orderId: number,
): Promise<{ refundedCents: number; count: number }> {
  const [row] = await db
    .select({
      refundedCents: sql<number>`coalesce(sum(${orderRefunds.amountCents}) filter (where ${heldBy}), 0)::int`,
      count: count(),
    })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  return row ?? { refundedCents: 0, count: 0 };
}

/** How many units of each order line were refunded already, by the line's id. */
export async function refundedQtyByItem(
  db: Executor,
  orderId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      itemId: orderRefundLines.orderItemId,
      qty: sql<number>`sum(${orderRefundLines.qty})::int`,
    })
    .from(orderRefundLines)
    .innerJoin(orderRefunds, eq(orderRefunds.id, orderRefundLines.refundId))
    .where(and(eq(orderRefunds.orderId, orderId), heldBy))
    .groupBy(orderRefundLines.orderItemId);
  return new Map(rows.map((row) => [row.itemId, row.qty]));
}

export async function insertRefund(
  db: Executor,
  values: typeof orderRefunds.$inferInsert,
  lines: Omit<typeof orderRefundLines.$inferInsert, 'refundId'>[],
): Promise<OrderRefundRow> {
  const [refund] = await db.insert(orderRefunds).values(values).returning();
  if (!refund) throw new Error('refund insert answered nothing');
  if (lines.length > 0) {
    await db
      .insert(orderRefundLines)
      .values(lines.map((line) => ({ ...line, refundId: refund.id })));
  }
  return refund;
}

/** A refunded line with the order line's name, size and price as sold. */
export type RefundLineWithItem = OrderRefundLineRow & {
  name: string;
  sizeLabel: string | null;
  unitPriceCents: number;
};

export interface RefundWithLines {
  refund: OrderRefundRow;
  lines: RefundLineWithItem[];
}

/** The order a refund belongs to. */
export async function findOrderIdOfRefund(
  db: Executor,
  refundId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId));
  return row?.orderId;
}

/** The order's refunds, oldest first, each with its lines as sold. */
export async function listRefunds(db: Executor, orderId: number): Promise<RefundWithLines[]> {
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  if (refunds.length === 0) return [];
  const lines = await db
    .select({
      line: orderRefundLines,
      name: orderItems.name,
      sizeLabel: orderItems.sizeLabel,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(orderRefundLines)
    .innerJoin(orderItems, eq(orderItems.id, orderRefundLines.orderItemId))
    .where(
      inArray(
        orderRefundLines.refundId,
        refunds.map((refund) => refund.id),
      ),
    )
    .orderBy(asc(orderRefundLines.id));
  return refunds.map((refund) => ({
    refund,
    lines: lines
      .filter((row) => row.line.refundId === refund.id)
      .map((row) => ({
        ...row.line,
        name: row.name,
        sizeLabel: row.sizeLabel,
        unitPriceCents: row.unitPriceCents,
      })),
  }));
}

/**
 * A refund's state as the provider settled it: pending to succeeded or failed, or succeeded to
 * failed; never back to pending. True when a refund of that id changed.
 */
export async function setRefundState(
  db: Executor,
  providerRefundId: string,
  state: RefundState,
): Promise<OrderRefundRow | undefined> {
  if (state === 'pending') return undefined;
  const [changed] = await db
    .update(orderRefunds)
    .set({ state })
    .where(
      and(
        eq(orderRefunds.providerRefundId, providerRefundId),
        state === 'failed' ? ne(orderRefunds.state, 'failed') : eq(orderRefunds.state, 'pending'),
      ),
    )
    .returning();
  return changed;
}
