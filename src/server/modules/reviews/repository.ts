import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { products, type ReviewRow, reviewPhotos, reviews } from '#server/db/schema/index.js';
import type { ReviewState, SleepPosition } from '#shared/reviews.js';

export type NewReview = typeof reviews.$inferInsert;

/** The reviews already written of an order's products, or by its account of any product. */
export function writtenReviews(db: Executor, orderId: number, userId: number | null) {
  return db
    .select({
      reviewId: reviews.id,
      productId: reviews.productId,
      status: reviews.status,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      authorName: reviews.authorName,
      sleepPosition: reviews.sleepPosition,
      bodyBuild: reviews.bodyBuild,
      feltFirmness: reviews.feltFirmness,
    })
    .from(reviews)
    .where(
      or(eq(reviews.orderId, orderId), userId === null ? undefined : eq(reviews.userId, userId)),
    );
}

/** Inserts the review and its photos; the unique keys refuse a second of the same purchase. */
export async function insertReview(
  db: Executor,
  review: NewReview,
  photoKeys: string[],
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(review).returning();
  const inserted = row as ReviewRow;
  if (photoKeys.length > 0) {
    await db
      .insert(reviewPhotos)
      .values(photoKeys.map((key, sortOrder) => ({ reviewId: inserted.id, key, sortOrder })));
  }
  return inserted;
}

/** The photo keys of these reviews, by review, in their order. */
export async function photosOf(db: Executor, reviewIds: number[]): Promise<Map<number, string[]>> {
  const byReview = new Map<number, string[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select()
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.sortOrder), asc(reviewPhotos.id));
  for (const row of rows)
    byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), row.key]);
  return byReview;
}

const approvedOf = (productId: number, sleepPosition?: SleepPosition) =>
  and(
    eq(reviews.productId, productId),
    eq(reviews.status, 'approved'),
    sleepPosition ? eq(reviews.sleepPosition, sleepPosition) : undefined,
  );

/**
 * One page of a product's approved reviews, newest first, of one sleeping position's or of all,
 * and how many there are of those.
 */
export async function approvedReviews(
  db: Executor,
  productId: number,
  sleepPosition: SleepPosition | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const rows = await db
    .select()
    .from(reviews)
    .where(approvedOf(productId, sleepPosition))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  const [all] = await db
    .select({ n: count() })
    .from(reviews)
    .where(approvedOf(productId, sleepPosition));
  return { rows, total: all?.n ?? 0 };
}

/** How many approved reviews of the product each sleeping position has (those that said none: not). */
export async function approvedBySleepPosition(
  db: Executor,
  productId: number,
): Promise<Record<SleepPosition, number>> {
  const rows = await db
    .select({ position: reviews.sleepPosition, n: count() })
    .from(reviews)
    .where(approvedOf(productId))
    .groupBy(reviews.sleepPosition);
  const counts = { side: 0, back: 0, front: 0 };
  for (const row of rows) if (row.position) counts[row.position] = row.n;
  return counts;
}

/** Reviews in one state with their product's name, oldest first (the queue's order). */
export function reviewsInState(db: Executor, status: ReviewState, limit: number) {
  return db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, status))
    .orderBy(
      status === 'pending' ? asc(reviews.createdAt) : desc(reviews.moderatedAt),
      asc(reviews.id),
    )
    .limit(limit);
}

export async function findReviewWithProduct(db: Executor, reviewId: number) {
  const [row] = await db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, reviewId));
  return row;
}

/** Records staff's decision on a review; the catalogue trigger then refreshes cached ratings. */
export async function setModeration(
  db: Executor,
  reviewId: number,
  decision: { status: ReviewState; note: string | null; by: number; at: Date },
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set({
      status: decision.status,
      moderationNote: decision.note,
      moderatedBy: decision.by,
      moderatedAt: decision.at,
    })
    .where(eq(reviews.id, reviewId))
    .returning();
  return row;
}

/** The words of a review: what its author changes, so it waits for moderation again. */
export type ReviewWords = Pick<
  NewReview,
  'rating' | 'title' | 'body' | 'authorName' | 'sleepPosition' | 'bodyBuild' | 'feltFirmness'
>;

/** Its author's edit: back to pending (the catalogue trigger then drops it from the product page). */
export async function setEdited(
  db: Executor,
  reviewId: number,
  words: ReviewWords,
  at: Date,
): Promise<void> {
  await db
    .update(reviews)
    .set({ ...words, status: 'pending', moderationNote: null, editedAt: at })
    .where(eq(reviews.id, reviewId));
}

/** Staff's public reply under a review, or none (null): the catalogue trigger refreshes cached pages. */
export async function setReply(
  db: Executor,
  reviewId: number,
  reply: { body: string; by: number; at: Date } | null,
): Promise<void> {
  await db
    .update(reviews)
    .set({ reply: reply?.body ?? null, repliedBy: reply?.by ?? null, repliedAt: reply?.at ?? null })
    .where(eq(reviews.id, reviewId));
}

/** Every review an account wrote, newest first, with the product's name: for their copy of their data. */
export function reviewsOfAccount(db: Executor, userId: number) {
  return db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
}
