import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import type { ReviewableOrder } from '#shared/schemas/reviews.js';
import {
  inlineLinkClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { Stars } from '#web/components/product/star-rating.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useReviewableOrder } from './api/reviews';
import { ReviewForm } from './components/review-form';

const TITLE_ID = 'write-review-title';

type Product = ReviewableOrder['products'][number];

function ReviewState({ review }: { review: NonNullable<Product['review']> }) {
  const said = {
    pending: 'Thank you: your review is waiting for our team to check it.',
    approved: 'Your review is shown on the product page.',
    rejected: 'Your review was not published. You can edit it and send it again.',
  }[review.status];
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink/80">
      <Stars value={review.rating} />
      <span className="sr-only">You gave {review.rating} out of 5 stars.</span>
      {said}
    </p>
  );
}

/**
 * The order's products, each with its button opening the form (one at a time): to write its
 * review, or to edit the one written, which then waits for moderation again.
 */
function ReviewList({ order, token }: { order: ReviewableOrder; token: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState('');
  return (
    <>
      {sent && <FormMessage tone="success">{sent}</FormMessage>}
      <ul className="mt-6 space-y-6">
        {order.products.map((product) => (
          <li key={product.productId} className="rounded-2xl bg-white p-5 ring-1 ring-sand">
            <div className="flex items-center gap-4">
              {product.imageUrl && (
                <img
                  src={product.imageUrl}
                  alt=""
                  width={80}
                  height={60}
                  className="h-15 w-20 rounded-lg object-cover"
                />
              )}
              <h2 className="text-lg text-navy">
                <Link to={pagePaths.product(product.productId)} className="hover:underline">
                  {product.name}
                </Link>
              </h2>
            </div>
            {product.review && <ReviewState review={product.review} />}
            {open === product.productId ? (
              <ReviewForm
                orderId={order.orderId}
                token={token}
                productId={product.productId}
                productName={product.name}
                suggestedName={order.suggestedName}
                written={product.review ?? undefined}
                onSent={(message) => {
                  setOpen(null);
                  setSent(message);
                }}
                onCancel={() => setOpen(null)}
              />
            ) : (
              <button
                type="button"
                className={`${product.review ? secondaryButtonClass : primaryButtonClass} mt-4`}
                onClick={() => {
                  setSent('');
                  setOpen(product.productId);
                }}
              >
                {product.review ? 'Edit your review' : 'Write a review'}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * /review?order=&token=: the invitation mail's link (its token lets a guest in) or My Orders' (the
 * customer logged in), where the buyer reviews each product of a delivered order once.
 */
export function WriteReviewPage() {
  usePageTitle('Review your order');
  const [params] = useSearchParams();
  const orderId = Number(params.get('order'));
  const token = params.get('token') ?? '';
  const order = useReviewableOrder(orderId, token);
  return (
    <section aria-labelledby={TITLE_ID}>
      <PageHeader id={TITLE_ID} eyebrow="Verified purchase" title="Review your order">
        Tell other shoppers how you sleep on what you bought. Our team reads every review before it
        is shown.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8">
        {Number.isInteger(orderId) && orderId > 0 ? (
          <QueryStates query={order} failure="This order cannot be reviewed">
            {(data) => <ReviewList order={data} token={token} />}
          </QueryStates>
        ) : (
          <FormMessage tone="error">
            This link is not complete: open it from your e-mail again.
          </FormMessage>
        )}
        <p className="mt-8 text-sm text-muted">
          <Link to={pagePaths.home} className={inlineLinkClass}>
            Back to the shop
          </Link>
        </p>
      </div>
    </section>
  );
}
