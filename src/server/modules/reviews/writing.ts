import type { UserRow } from '#server/db/schema/index.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { ConflictError, ForbiddenError } from '#server/lib/http-errors.js';
import { imageUrlForKey } from '#shared/images.js';
import type { ReviewableOrder, ReviewRequest } from '#shared/schemas/reviews.js';
import { buyerOrder, type ReviewAsker } from './buyer.js';
import type { ReviewsContext } from './context.js';
import { type OrderForReview, productsOfOrder } from './order-repository.js';
import { insertReview, writtenReviews } from './repository.js';
import { reviewPhotos } from './review-photos.js';

export const REVIEW_SENT_MESSAGE =
  'Thank you! Your review is sent: it shows on the product page once our team has checked it.';
const ALREADY_REVIEWED = 'You have reviewed this product already.';

/** "Mei Ling Tan" → "Mei Ling T.": what the form offers to show, never the whole name. */
function shortName(fullName: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0] as string;
  return `${words.slice(0, -1).join(' ')} ${(words.at(-1) as string)[0]}.`;
}

/** The order's products with the review of each the buyer wrote (of this order or their account). */
async function reviewState(ctx: ReviewsContext, order: OrderForReview) {
  const [bought, written] = await Promise.all([
    productsOfOrder(ctx.db, order.id),
    writtenReviews(ctx.db, order.id, order.userId),
  ]);
  return bought.map((product) => {
    const review = written.find((row) => row.productId === product.productId);
    return { ...product, review: review ?? null };
  });
}

/** POST /reviews/reviewable: what of the order its buyer may review, and what they have. */
export async function reviewableOrder(
  ctx: ReviewsContext,
  asker: ReviewAsker,
): Promise<ReviewableOrder> {
  const order = await buyerOrder(ctx, asker);
  const products = await reviewState(ctx, order);
  return {
    orderId: order.id,
    suggestedName: shortName(order.shippingName ?? asker.user?.name ?? null),
    products: products.map((product) => ({
      productId: product.productId,
      name: product.name,
      imageUrl: product.mainImageKey ? imageUrlForKey(product.mainImageKey) : null,
      review: product.review,
    })),
  };
}

/**
 * POST /reviews: the buyer's review of one product of the order, held for moderation. Once per
 * order and product and once per account and product (the database's keys hold it at once too);
 * the photos checked by content as product images are.
 */
export async function writeReview(
  ctx: ReviewsContext,
  user: UserRow | null,
  asked: ReviewRequest,
): Promise<number> {
  const order = await buyerOrder(ctx, { user, orderId: asked.orderId, token: asked.token });
  const product = (await reviewState(ctx, order)).find((one) => one.productId === asked.productId);
  if (!product) throw new ForbiddenError('Only a buyer of this product can review it.');
  if (product.review) throw new ConflictError(ALREADY_REVIEWED);
  await reviewPhotos.accept(ctx.storage, order.id, asked.photoKeys);
  const written = ctx.db.transaction((tx) =>
    insertReview(
      tx,
      {
        productId: product.productId,
        orderId: order.id,
        userId: order.userId,
        authorName: asked.authorName,
        rating: asked.rating,
        title: asked.title,
        body: asked.body,
        sleepPosition: asked.sleepPosition,
        bodyBuild: asked.bodyBuild,
        feltFirmness: asked.feltFirmness,
        createdAt: ctx.clock.now(),
      },
      asked.photoKeys,
    ),
  );
  return written.then(
    (row) => row.id,
    (error: unknown) => {
      throw isUniqueViolation(error) ? new ConflictError(ALREADY_REVIEWED) : error;
    },
  );
}
