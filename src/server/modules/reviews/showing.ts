import { getProduct } from '#server/modules/catalog/index.js';
import { REVIEWS_PAGE_SIZE } from '#shared/reviews.js';
import type { ProductReviews } from '#shared/schemas/reviews.js';
import type { ReviewsContext } from './context.js';
import { approvedReviews, photosOf } from './repository.js';
import { toShownReview } from './review-view.js';

/**
 * GET /products/{id}/reviews?page=: one page of a shown product's approved reviews, newest first,
 * with its rating as the product answer gives it. A hidden or missing product: 404.
 */
export async function productReviews(
  ctx: ReviewsContext,
  productId: number,
  page: number,
): Promise<ProductReviews> {
  const product = await getProduct(ctx.db, productId, {
    includeHidden: false,
    now: ctx.clock.now(),
  });
  const { rows, total } = await approvedReviews(
    ctx.db,
    productId,
    REVIEWS_PAGE_SIZE,
    (page - 1) * REVIEWS_PAGE_SIZE,
  );
  const photos = await photosOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    rating: product.rating,
    page,
    pages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
    reviews: rows.map((row) => toShownReview(row, photos.get(row.id) ?? [])),
  };
}
