import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { reviews } from '#server/db/schema/index.js';
import type { ErasedAccount } from '#server/modules/auth/index.js';

/** The name a deleted account's reviews keep: they stay on the product pages, by nobody. */
export const ANONYMISED_REVIEWER = 'A verified buyer';

/** A deleted account's reviews (decision 0075): kept on the product pages, by nobody in particular. */
export async function anonymiseAccountReviews(tx: Executor, account: ErasedAccount): Promise<void> {
  await tx
    .update(reviews)
    .set({ userId: null, authorName: ANONYMISED_REVIEWER })
    .where(eq(reviews.userId, account.userId));
}
