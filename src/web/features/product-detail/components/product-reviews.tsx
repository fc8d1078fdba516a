import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  BODY_BUILD_LABELS,
  FELT_FIRMNESS_LABELS,
  REPLY_FROM,
  SLEEP_POSITION_LABELS,
  type SleepPosition,
  VERIFIED_PURCHASE,
} from '#shared/reviews.js';
import type { ShownReview } from '#shared/schemas/reviews.js';
import { formatDate } from '#shared/time.js';
import { useProductReviews } from '#web/api/get-product-reviews.ts';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { RatingSummary, Stars } from '#web/components/product/star-rating.tsx';
import { SLEEP_POSITION_PARAM, sleepPositionOf } from '../lib/review-filter';
import { ReviewFilterChips } from './review-filter-chips';

export const REVIEWS_TITLE_ID = 'reviews-title';

/** How the reviewer sleeps, in the words shoppers compare themselves by. */
function sleepFacts(review: ShownReview): string[] {
  return [
    review.sleepPosition && SLEEP_POSITION_LABELS[review.sleepPosition],
    review.bodyBuild && BODY_BUILD_LABELS[review.bodyBuild],
    review.feltFirmness && FELT_FIRMNESS_LABELS[review.feltFirmness],
  ].filter((fact): fact is string => Boolean(fact));
}

function ReviewItem({ review }: { review: ShownReview }) {
  const facts = sleepFacts(review);
  return (
    <li className="border-t border-sand py-6">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} className="text-lg" />
        <span className="sr-only">{review.rating} out of 5 stars</span>
        <span className="text-xs font-semibold uppercase tracking-wide text-success">
          {VERIFIED_PURCHASE}
        </span>
      </p>
      <h3 className="mt-2 text-lg text-navy">{review.title}</h3>
      <p className="mt-1 text-sm text-muted">
        {review.authorName} ·{' '}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      {facts.length > 0 && <p className="mt-2 text-sm text-ink/80">{facts.join(' · ')}</p>}
      <p className="mt-3 whitespace-pre-line leading-relaxed text-ink/90">{review.body}</p>
      {review.photoUrls.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-3">
          {review.photoUrls.map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={`Shared by ${review.authorName}, ${index + 1} of ${review.photoUrls.length}`}
                width={96}
                height={96}
                loading="lazy"
                className="size-24 rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-4 rounded-xl bg-white px-4 py-3 ring-1 ring-sand">
          <p className="text-sm font-semibold text-navy">
            {REPLY_FROM} ·{' '}
            <time dateTime={review.reply.repliedAt} className="font-normal text-muted">
              {formatDate(review.reply.repliedAt)}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink/90">
            {review.reply.body}
          </p>
        </div>
      )}
    </li>
  );
}

/**
 * The sleeping position the address filters the reviews to, and choosing another: kept in the
 * address (replacing it, not adding history) so a shared link shows the same list.
 */
function useSleepPositionFilter() {
  const [search, setSearch] = useSearchParams();
  const choose = (position: SleepPosition | undefined) => {
    const next = new URLSearchParams(search);
    if (position) next.set(SLEEP_POSITION_PARAM, position);
    else next.delete(SLEEP_POSITION_PARAM);
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  return [sleepPositionOf(search), choose] as const;
}

/**
 * The product's approved reviews, newest first, a page at a time, with the average and count,
 * filtered to one sleeping position's buyers if chosen (each filter starts at its first page).
 */
export function ProductReviews({ productId }: { productId: number }) {
  const [sleepPosition, chooseSleepPosition] = useSleepPositionFilter();
  const [paging, setPaging] = useState({ sleepPosition, page: 1 });
  const page = paging.sleepPosition === sleepPosition ? paging.page : 1;
  const setPage = (next: number) => setPaging({ sleepPosition, page: next });
  const reviews = useProductReviews(productId, page, sleepPosition);
  const data = reviews.data;
  return (
    <section
      aria-labelledby={REVIEWS_TITLE_ID}
      className="mx-auto max-w-4xl scroll-mt-28 px-5 py-16 sm:px-8"
    >
      <h2 id={REVIEWS_TITLE_ID} className="text-3xl leading-tight text-navy sm:text-4xl">
        Reviews from buyers
      </h2>
      {data?.rating ? (
        <p className="mt-3">
          <RatingSummary rating={data.rating} className="text-base" />
        </p>
      ) : (
        <p className="mt-3 text-ink/80">
          {reviews.isError
            ? 'The reviews could not be loaded.'
            : 'No reviews yet: buyers are invited to review once their order is delivered.'}
        </p>
      )}
      {data?.rating && (
        <ReviewFilterChips
          chosen={sleepPosition}
          total={data.rating.count}
          counts={data.positionCounts}
          onChoose={chooseSleepPosition}
        />
      )}
      {data?.rating && data.reviews.length === 0 && (
        <p className="mt-6 text-ink/80">No reviews from these sleepers yet.</p>
      )}
      {data && data.reviews.length > 0 && (
        <ul className="mt-6" aria-busy={reviews.isFetching}>
          {data.reviews.map((review) => (
            <ReviewItem key={review.reviewId} review={review} />
          ))}
        </ul>
      )}
      {data && data.pages > 1 && (
        <nav aria-label="Review pages" className="mt-4 flex items-center gap-4">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </button>
          <span className="text-sm text-muted">
            Page {data.page} of {data.pages}
          </span>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={page >= data.pages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </nav>
      )}
    </section>
  );
}
