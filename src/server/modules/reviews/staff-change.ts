import type { Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import { type AuditFields, recordAudit } from '#server/modules/audit/index.js';
import type { AdminReview } from '#shared/schemas/reviews.js';
import type { ReviewsContext } from './context.js';
import { findReviewWithProduct, photosOf } from './repository.js';
import { toAdminReview } from './review-view.js';

type FoundReview = NonNullable<Awaited<ReturnType<typeof findReviewWithProduct>>>;

/**
 * One staff change of a review (moderation, a reply) in one transaction, written in its product's
 * audit trail (a review is part of its product's story: staff read it there). `change` makes the
 * change and says the fields it changed, from what to what; the answer is the review as the
 * moderation screen shows it.
 */
export async function changeReviewAsStaff(
  ctx: ReviewsContext,
  staff: UserRow,
  reviewId: number,
  change: (
    tx: Executor,
    found: FoundReview,
  ) => Promise<{ before: AuditFields; after: AuditFields }>,
): Promise<AdminReview> {
  const found = await ctx.db.transaction(async (tx) => {
    const before = await findReviewWithProduct(tx, reviewId);
    if (!before) throw new NotFoundError('Review not found');
    const fields = await change(tx, before);
    await recordAudit(tx, {
      actor: staff,
      entityType: 'product',
      entityId: before.review.productId,
      entityLabel: before.productName,
      action: 'updated',
      ...fields,
    });
    return (await findReviewWithProduct(tx, reviewId)) as FoundReview;
  });
  const photos = await photosOf(ctx.db, [reviewId]);
  return toAdminReview(found.review, found.productName, photos.get(reviewId) ?? []);
}
