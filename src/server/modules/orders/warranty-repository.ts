import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { orderDeliverySteps, orderItems, products } from '#server/db/schema/index.js';

/** An order's lines with the collection of the product each was sold as (null once deleted). */
export function findLinesWithCollection(db: Executor, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      name: orderItems.name,
      sizeLabel: orderItems.sizeLabel,
      unitPriceCents: orderItems.unitPriceCents,
      collection: products.collection,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

/** When the order was last marked delivered; undefined when it never was. */
export async function findDeliveredAt(db: Executor, orderId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: orderDeliverySteps.changedAt })
    .from(orderDeliverySteps)
    .where(and(eq(orderDeliverySteps.orderId, orderId), eq(orderDeliverySteps.state, 'delivered')))
    .orderBy(desc(orderDeliverySteps.changedAt))
    .limit(1);
  return row?.at;
}
