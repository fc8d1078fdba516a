import type { UserRow } from '#server/db/schema/index.js';
import { ConflictError } from '#server/lib/http-errors.js';
import type { AdminReview } from '#shared/schemas/reviews.js';
import type { ReviewsContext } from './context.js';
import { setReply } from './repository.js';
import { changeReviewAsStaff } from './staff-change.js';

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
  return changeReviewAsStaff(ctx, staff, reviewId, async (tx, before) => {
    if (body !== null && before.review.status !== 'approved') {
      throw new ConflictError('Approve the review before replying to it.');
    }
    await setReply(
      tx,
      reviewId,
      body === null ? null : { body, by: staff.id, at: ctx.clock.now() },
    );
    const label = `Reply to review #${reviewId}`;
    return {
      before: { [label]: before.review.reply ?? '(none)' },
      after: { [label]: body ?? '(none)' },
    };
  });
}
