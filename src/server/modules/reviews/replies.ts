import type { UserRow } from '#server/db/schema/index.js';
import { ConflictError, NotFoundError } from '#server/lib/http-errors.js';
import { recordAudit } from '#server/modules/audit/index.js';
import type { AdminReview } from '#shared/schemas/reviews.js';
import type { ReviewsContext } from './context.js';
import { findReviewWithProduct, photosOf, setReply } from './repository.js';
import { toAdminReview } from './review-view.js';

/**
 * Staff write, change (body) or remove (null) the public reply under a review, audited in its
 * product's trail as moderation is. Only an approved review is answered: a reply is public, and
 * shoppers see only approved reviews. Removing one is allowed whatever the review's state.
 */
export async function replyToReview(
  ctx: ReviewsContext,
  staff: UserRow,
  reviewId: number,
  body: string | null,
): Promise<AdminReview> {
  const found = await ctx.db.transaction(async (tx) => {
    const before = await findReviewWithProduct(tx, reviewId);
    if (!before) throw new NotFoundError('Review not found');
    if (body !== null && before.review.status !== 'approved') {
      throw new ConflictError('Approve the review before replying to it.');
    }
    await setReply(
      tx,
      reviewId,
      body === null ? null : { body, by: staff.id, at: ctx.clock.now() },
    );
    const label = `Reply to review #${reviewId}`;
    await recordAudit(tx, {
      actor: staff,
      entityType: 'product',
      entityId: before.review.productId,
      entityLabel: before.productName,
      action: 'updated',
      before: { [label]: before.review.reply ?? '(none)' },
      after: { [label]: body ?? '(none)' },
    });
    return (await findReviewWithProduct(tx, reviewId)) as typeof before;
  });
  const photos = await photosOf(ctx.db, [reviewId]);
  return toAdminReview(found.review, found.productName, photos.get(reviewId) ?? []);
}
