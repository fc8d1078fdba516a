import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { orderItems, orders, products, reviewInvitations } from '#server/db/schema/index.js';

/** A time as a parameter of raw SQL: drivers differ on Date, all read an ISO text. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** What decides whether an order may be reviewed, and by whom. */
export function findOrderForReview(db: Executor, orderId: number) {
  return db.query.orders.findFirst({
    columns: {
      id: true,
      userId: true,
      email: true,
      shippingName: true,
      status: true,
      deliveryState: true,
      deliveryDate: true,
      anonymisedAt: true,
      createdAt: true,
    },
    where: eq(orders.id, orderId),
  });
}
export type OrderForReview = NonNullable<Awaited<ReturnType<typeof findOrderForReview>>>;

/** The products an order sold that are still in the catalogue (no delivery services), once each. */
export function productsOfOrder(db: Executor, orderId: number) {
  return db
    .selectDistinct({
      productId: products.id,
      name: products.name,
      mainImageKey: products.mainImageKey,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.serviceCode)))
    .orderBy(asc(products.id));
}

/**
 * Orders to invite now (decision 0073), none already invited: delivered within `since`, or with no
 * delivery booked and paid between `since` and `paidBefore`. Paid and not refunded or anonymised.
 */
export function ordersToInvite(db: Executor, since: Date, paidBefore: Date, limit: number) {
  return db
    .select({ id: orders.id, email: orders.email, shippingName: orders.shippingName })
    .from(orders)
    .where(
      and(
        sql`${orders.status} in ('paid', 'processing')`,
        isNull(orders.anonymisedAt),
        sql`not exists (select 1 from ${reviewInvitations} where ${reviewInvitations.orderId} = ${orders.id})`,
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productId} is not null and ${orderItems.serviceCode} is null)`,
        sql`((${orders.deliveryState} = 'delivered' and exists (select 1 from order_delivery_steps s where s.order_id = ${orders.id} and s.state = 'delivered' and s.changed_at > ${at(since)}))
          or (${orders.deliveryDate} is null and ${orders.createdAt} <= ${at(paidBefore)} and ${orders.createdAt} > ${at(since)}))`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/**
 * Claims the order's one invitation: the insert succeeds for one caller only, whichever instance
 * it runs on, so the mail queued in the same transaction is queued once. False when taken.
 */
export async function claimInvitation(
  db: Executor,
  orderId: number,
  tokenHash: string,
  sentAt: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(reviewInvitations)
    .values({ orderId, tokenHash, sentAt })
    .onConflictDoNothing()
    .returning({ orderId: reviewInvitations.orderId });
  return claimed.length > 0;
}

/** The order whose invitation this token hash is, sent after `sentAfter`; undefined otherwise. */
export async function invitedOrderId(
  db: Executor,
  orderId: number,
  tokenHash: string,
  sentAfter: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: reviewInvitations.orderId })
    .from(reviewInvitations)
    .where(
      and(
        eq(reviewInvitations.orderId, orderId),
        eq(reviewInvitations.tokenHash, tokenHash),
        sql`${reviewInvitations.sentAt} > ${at(sentAfter)}`,
      ),
    );
  return row?.orderId;
}
