import type { UserRow } from '#server/db/schema/index.js';
import { ConflictError, NotFoundError } from '#server/lib/http-errors.js';
import { hashToken } from '#server/lib/tokens.js';
import { isDeliveredStatus } from '#shared/delivery-states.js';
import { REVIEW_LINK_DAYS, REVIEW_UNBOOKED_AFTER_DAYS } from '#shared/reviews.js';
import type { ReviewsContext } from './context.js';
import { findOrderForReview, invitedOrderId, type OrderForReview } from './order-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Who asks to review an order: its customer logged in, or the holder of its invitation's token. */
export interface ReviewAsker {
  user: UserRow | null;
  orderId: number;
  token: string;
}

/**
 * Whether an order can be reviewed now (decision 0073): paid and kept (not refunded, not
 * anonymised), and delivered, or, with no delivery booked, paid REVIEW_UNBOOKED_AFTER_DAYS ago.
 */
export function isReviewable(order: OrderForReview, now: Date): boolean {
  if (!isDeliveredStatus(order.status) || order.anonymisedAt) return false;
  if (order.deliveryState === 'delivered') return true;
  return (
    order.deliveryDate === null && order.createdAt <= daysBefore(now, REVIEW_UNBOOKED_AFTER_DAYS)
  );
}

async function holds(ctx: ReviewsContext, order: OrderForReview, asker: ReviewAsker) {
  if (asker.user !== null && order.userId === asker.user.id) return true;
  if (asker.token === '') return false;
  const sentAfter = daysBefore(ctx.clock.now(), REVIEW_LINK_DAYS);
  return (await invitedOrderId(ctx.db, order.id, hashToken(asker.token), sentAfter)) !== undefined;
}

/**
 * The order for its buyer, ready to be reviewed. Anybody else, a wrong or expired token and no
 * order alike get the same 404, so the route cannot be used to probe for orders.
 */
export async function buyerOrder(ctx: ReviewsContext, asker: ReviewAsker): Promise<OrderForReview> {
  const order = await findOrderForReview(ctx.db, asker.orderId);
  if (!order || !(await holds(ctx, order, asker))) throw new NotFoundError('Order not found');
  if (!isReviewable(order, ctx.clock.now())) {
    throw new ConflictError('This order can be reviewed once it has been delivered.');
  }
  return order;
}
