import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.js';
import { orderDeliverySteps, orders } from '#server/db/schema/index.js';
import type { ErasedAccount } from '#server/modules/auth/index.js';
import { type ImageStorage, removeOrderPhotos } from '#server/modules/media/index.js';

/** IRAS's record keeping: a sale's records are kept five years (decision 0075). */
export const RECORD_KEEPING_YEARS = 5;

/**
 * A deleted account's orders stay for the books without the person (decision 0075): amounts,
 * GST, lines, dates, payment method and delivery slot stay; the buyer's e-mail becomes a unique
 * placeholder (an order needs one, and one each keeps them from merging into one "customer"),
 * name, phone, address and a card's brand and last 4 go. What the crew wrote at the door may
 * name the person, so the delivery steps' notes go too; the steps stay.
 */
export async function anonymiseAccountOrders(tx: Executor, account: ErasedAccount): Promise<void> {
  if (account.orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({
      userId: null,
      email: sql`'anonymised-' || ${orders.id} || '@deleted.invalid'`,
      shippingName: null,
      shippingLine1: '',
      shippingPostal: '',
      phone: null,
      cardBrand: null,
      cardLast4: null,
      anonymisedAt: account.now,
      updatedAt: account.now,
    })
    .where(inArray(orders.id, account.orderIds));
  await tx
    .update(orderDeliverySteps)
    .set({ note: '' })
    .where(inArray(orderDeliverySteps.orderId, account.orderIds));
}

/**
 * Housekeeping: deletes the anonymised orders older than the years their records are kept, with
 * what hangs on them (lines, steps, refunds, claims, reviews: ON DELETE CASCADE), then the photos
 * stored for their claims and reviews. Orders of live accounts and guests are not touched. The
 * number deleted.
 */
export async function purgeExpiredAnonymisedOrders(
  db: Database,
  storage: ImageStorage,
  now: Date,
): Promise<number> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - RECORD_KEEPING_YEARS);
  const gone = await db
    .delete(orders)
    .where(and(isNotNull(orders.anonymisedAt), lt(orders.createdAt, before)))
    .returning({ id: orders.id });
  // After the rows are gone: should a removal fail, nothing can show that photo any more, and
  // the housekeeping's log says so.
  for (const { id } of gone) await removeOrderPhotos(storage, id);
  return gone.length;
}
