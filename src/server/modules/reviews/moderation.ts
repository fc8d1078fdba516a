import type { Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import type { ReviewState } from '#shared/reviews.js';
import type { AdminReview, ModerationRequest } from '#shared/schemas/reviews.js';
import type { ReviewsContext } from './context.js';
import { photosOf, reviewsInState, reviewsOfAccount, setModeration } from './repository.js';
import { toAdminReview } from './review-view.js';
import { changeReviewAsStaff } from './staff-change.js';

/** The most reviews one list of the moderation screen holds. */
const QUEUE_MAX = 200;

/** The moderation screen's list: pending reviews oldest first, decided ones latest first. */
export async function reviewsToModerate(
  ctx: ReviewsContext,
  status: ReviewState,
): Promise<AdminReview[]> {
  const rows = await reviewsInState(ctx.db, status, QUEUE_MAX);
  const photos = await photosOf(
    ctx.db,
    rows.map((row) => row.review.id),
  );
  return rows.map((row) =>
    toAdminReview(row.review, row.productName, photos.get(row.review.id) ?? []),
  );
}

/**
 * Staff approve a review (it shows at once, the product's rating with it) or reject it with a
 * note the shopper never sees. Deciding again changes the decision: a rejected review approved
 * after a second look shows.
 */
export async function moderateReview(
  ctx: ReviewsContext,
  staff: UserRow,
  reviewId: number,
  asked: ModerationRequest,
): Promise<AdminReview> {
  const note = asked.note === '' ? null : asked.note;
  return changeReviewAsStaff(ctx, staff, reviewId, async (tx, before) => {
    await setModeration(tx, reviewId, {
      status: asked.decision,
      note,
      by: staff.id,
      at: ctx.clock.now(),
    });
    const label = `Review #${reviewId}`;
    return {
      before: { [label]: before.review.status },
      after: { [label]: asked.decision, ...(note ? { 'Moderation note': note } : {}) },
    };
  });
}

/** The reviews an account wrote, for its holder's copy of their data (PDPA). */
export async function accountReviews(db: Executor, userId: number) {
  const rows = await reviewsOfAccount(db, userId);
  return rows.map(({ review, productName }) => ({
    productName,
    rating: review.rating,
    title: review.title,
    body: review.body,
    authorName: review.authorName,
    status: review.status,
    createdAt: review.createdAt.toISOString(),
  }));
}
