import { and, avg, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { reviews } from '#server/db/schema/index.js';
import type { Rating } from '#shared/schemas/reviews.js';

/**
 * The rating of each product that has approved reviews: the average to one decimal and the count.
 * Read here, beside the rest of the product, so the catalogue's cached answers carry it; the
 * reviews triggers bump the catalogue version whenever moderation changes it (decision 0073).
 */
export async function findRatings(
  db: Executor,
  productIds: number[],
): Promise<Map<number, Rating>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: reviews.productId, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), eq(reviews.status, 'approved')))
    .groupBy(reviews.productId);
  return new Map(
    rows.map((row) => [
      row.productId,
      { average: Math.round(Number(row.average) * 10) / 10, count: row.count },
    ]),
  );
}
