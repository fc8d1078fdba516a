import type { UserRow } from '#server/db/schema/index.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import type { ReviewEdit } from '#shared/schemas/reviews.js';
import { buyerOrder } from './buyer.js';
import type { ReviewsContext } from './context.js';
import { setEdited, writtenReviews } from './repository.js';

export const REVIEW_EDITED_MESSAGE =
  'Thank you! Your changes are sent: the review shows again once our team has checked it.';

/**
 * PUT /reviews/{id}: its author changes their review, coming in as it was written (the order's
 * account logged in, or the invitation's token). Its photos stay; it goes back to pending, off
 * the product page until staff approve it again. Anybody else's review, or none: 404.
 */
export async function editReview(
  ctx: ReviewsContext,
  user: UserRow | null,
  reviewId: number,
  asked: ReviewEdit,
): Promise<void> {
  const order = await buyerOrder(ctx, { user, orderId: asked.orderId, token: asked.token });
  // The order's reviews, or its account's: what the buyer's review page lists as theirs.
  const written = await writtenReviews(ctx.db, order.id, order.userId);
  if (!written.some((review) => review.reviewId === reviewId)) {
    throw new NotFoundError('Review not found');
  }
  await setEdited(
    ctx.db,
    reviewId,
    {
      rating: asked.rating,
      title: asked.title,
      body: asked.body,
      authorName: asked.authorName,
      sleepPosition: asked.sleepPosition,
      bodyBuild: asked.bodyBuild,
      feltFirmness: asked.feltFirmness,
    },
    ctx.clock.now(),
  );
}
