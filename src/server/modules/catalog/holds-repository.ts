import { and, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { checkoutSessionLines, checkoutSessions } from '#server/db/schema/index.js';

/** Units held by checkouts not yet paid, and when the first of those checkouts runs out. */
export interface Held {
  qty: number;
  until: Date;
}

/** What open checkouts hold of some products: by size, and of unsized products by product. */
export interface Holds {
  ofSize: Map<number, Held>;
  ofProduct: Map<number, Held>;
}

/**
 * What open, unexpired checkouts hold of these products at `now` (decision 0007: opening a
 * checkout takes its stock, and an unpaid one gives it back when released). Read only: the
 * checkout module owns these tables. The open sessions are few (partial index on `expires_at`).
 */
export async function findHolds(db: Executor, productIds: number[], now: Date): Promise<Holds> {
  const holds: Holds = { ofSize: new Map(), ofProduct: new Map() };
  if (productIds.length === 0) return holds;
  const rows = await db
    .select({
      productId: checkoutSessionLines.productId,
      sizeId: checkoutSessionLines.sizeId,
      qty: sql<number>`sum(${checkoutSessionLines.qty})`.mapWith(Number),
      until: min(checkoutSessions.expiresAt),
    })
    .from(checkoutSessionLines)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, checkoutSessionLines.checkoutSessionId))
    .where(
      and(
        eq(checkoutSessions.state, 'open'),
        gt(checkoutSessions.expiresAt, now),
        inArray(checkoutSessionLines.productId, productIds),
      ),
    )
    .groupBy(checkoutSessionLines.productId, checkoutSessionLines.sizeId);
  for (const { productId, sizeId, qty, until } of rows) {
    if (productId === null || until === null) continue;
    if (sizeId === null) holds.ofProduct.set(productId, { qty, until });
    else holds.ofSize.set(sizeId, { qty, until });
  }
  return holds;
}
