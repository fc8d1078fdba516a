import { getProduct } from '#server/modules/catalog/index.js';
import { REVIEWS_PAGE_SIZE, type SleepPosition } from '#shared/reviews.js';
import type { ProductReviews } from '#shared/schemas/reviews.js';
import type { ReviewsContext } from './context.js';
import { approvedBySleepPosition, approvedReviews, photosOf } from './repository.js';
import { toShownReview } from './review-view.js';

/**
 * GET /products/{id}/reviews?page=&sleepPosition=: one page of a shown product's approved
 * reviews, newest first, of one sleeping position's buyers or of all, with each position's count
 * and the product's rating as the product answer gives it. A hidden or missing product: 404.
 */
export async function productReviews(
  ctx: ReviewsContext,
  productId: number,
  asked: { page: number; sleepPosition?: SleepPosition | undefined },
): Promise<ProductReviews> {
  const { page, sleepPosition } = asked;
  const product = await getProduct(ctx.db, productId, {
    includeHidden: false,
    now: ctx.clock.now(),
  });
  const [{ rows, total }, positionCounts] = await Promise.all([
    approvedReviews(ctx.db, productId, sleepPosition, {
      limit: REVIEWS_PAGE_SIZE,
      offset: (page - 1) * REVIEWS_PAGE_SIZE,
    }),
    approvedBySleepPosition(ctx.db, productId),
  ]);
  const photos = await photosOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    rating: product.rating,
    sleepPosition: sleepPosition ?? null,
    positionCounts,
    page,
    pages: Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE)),
    reviews: rows.map((row) => toShownReview(row, photos.get(row.id) ?? [])),
  };
}
