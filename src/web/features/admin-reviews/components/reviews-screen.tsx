import { useId, useState } from 'react';
import {
  BODY_BUILD_LABELS,
  FELT_FIRMNESS_LABELS,
  REVIEW_STATES,
  type ReviewState,
  SLEEP_POSITION_LABELS,
} from '#shared/reviews.js';
import type { AdminReview } from '#shared/schemas/reviews.js';
import { formatDateTime } from '#shared/time.js';
import { SelectField } from '#web/components/admin-fields.tsx';
import { Stars } from '#web/components/product/star-rating.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { useReviewsToModerate } from '../api/reviews';
import { ModerationForm } from './moderation-form';
import { ReplyForm } from './reply-form';

const STATE_LABELS: Record<ReviewState, string> = {
  pending: 'Waiting for moderation',
  approved: 'Approved',
  rejected: 'Rejected',
};

function ReviewCard({ review }: { review: AdminReview }) {
  const facts = [
    review.sleepPosition && SLEEP_POSITION_LABELS[review.sleepPosition],
    review.bodyBuild && BODY_BUILD_LABELS[review.bodyBuild],
    review.feltFirmness && FELT_FIRMNESS_LABELS[review.feltFirmness],
  ].filter(Boolean);
  return (
    <article
      aria-labelledby={`review-${review.reviewId}-title`}
      className="rounded-2xl bg-white p-5 ring-1 ring-sand"
    >
      <p className="text-sm text-muted">
        {review.productName} · order #{review.orderId} · {formatDateTime(review.createdAt)}
      </p>
      <p className="mt-2 flex items-center gap-2">
        <Stars value={review.rating} />
        <span className="text-sm">{review.rating} of 5 stars</span>
      </p>
      <h3 id={`review-${review.reviewId}-title`} className="mt-1 text-lg text-navy">
        {review.title}
      </h3>
      <p className="text-sm text-muted">by {review.authorName}</p>
      {facts.length > 0 && <p className="mt-1 text-sm">{facts.join(' · ')}</p>}
      <p className="mt-2 whitespace-pre-line text-ink">{review.body}</p>
      {review.photoUrls.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.photoUrls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={`Review #${review.reviewId}, ${index + 1} of ${review.photoUrls.length}`}
                  width={80}
                  height={80}
                  className="size-20 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.moderationNote && (
        <p className="mt-2 text-sm text-muted">Note: {review.moderationNote}</p>
      )}
      {review.status === 'pending' && <ModerationForm review={review} />}
      {review.status === 'approved' && <ReplyForm review={review} />}
      {review.status !== 'approved' && review.reply && (
        <p className="mt-2 whitespace-pre-line text-sm text-muted">
          Reply (shown once approved again): {review.reply.body}
        </p>
      )}
    </article>
  );
}

/** Buyers' reviews to moderate (issue 26, decision 0073): only approved ones are shown. */
export function ReviewsScreen() {
  const [status, setStatus] = useState<ReviewState>('pending');
  const reviews = useReviewsToModerate(status);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl text-navy">
        Reviews
      </h2>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          label="Show"
          options={REVIEW_STATES}
          optionLabel={(id) => STATE_LABELS[id]}
          value={status}
          onChange={(event) => setStatus(event.target.value as ReviewState)}
        />
      </div>
      <QueryStates
        query={reviews}
        failure="Failed to load the reviews"
        empty="No reviews here."
        isEmpty={(data) => data.reviews.length === 0}
      >
        {(data) => (
          <ol className="mt-6 grid gap-4 xl:grid-cols-2">
            {data.reviews.map((review) => (
              <li key={review.reviewId}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ol>
        )}
      </QueryStates>
    </section>
  );
}
