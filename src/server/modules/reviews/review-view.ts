import type { ReviewRow } from '#server/db/schema/index.js';
import { imageUrlForKey } from '#shared/images.js';
import type { AdminReview, ShownReview } from '#shared/schemas/reviews.js';

/** A review as the product page shows it: nothing of the buyer but the name they chose. */
export function toShownReview(row: ReviewRow, photoKeys: string[]): ShownReview {
  return {
    reviewId: row.id,
    authorName: row.authorName,
    rating: row.rating,
    title: row.title,
    body: row.body,
    sleepPosition: row.sleepPosition,
    bodyBuild: row.bodyBuild,
    feltFirmness: row.feltFirmness,
    photoUrls: photoKeys.map(imageUrlForKey),
    createdAt: row.createdAt.toISOString(),
    reply:
      row.reply && row.repliedAt
        ? { body: row.reply, repliedAt: row.repliedAt.toISOString() }
        : null,
  };
}

/** A review as staff moderate it: with its product, order and decision. */
export function toAdminReview(
  row: ReviewRow,
  productName: string,
  photoKeys: string[],
): AdminReview {
  return {
    ...toShownReview(row, photoKeys),
    productId: row.productId,
    productName,
    orderId: row.orderId,
    status: row.status,
    moderationNote: row.moderationNote,
  };
}
