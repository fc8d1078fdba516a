import { hashToken, randomToken } from '#server/lib/tokens.js';
import { writeReviewPath } from '#shared/paths.js';
import { REVIEW_INVITE_WITHIN_DAYS, REVIEW_UNBOOKED_AFTER_DAYS } from '#shared/reviews.js';
import { daysBefore } from './buyer.js';
import type { ReviewsContext } from './context.js';
import { reviewInvitationMail } from './invitation-mail.js';
import { claimInvitation, ordersToInvite, productsOfOrder } from './order-repository.js';

/** Invitations one run sends at most; the next hour's run sends the rest. */
const BATCH = 200;

/**
 * Housekeeping (decision 0073): mails each order that became reviewable within the last
 * REVIEW_INVITE_WITHIN_DAYS its one invitation. Each is claimed by inserting the order's
 * review_invitations row in the transaction that queues the mail, so it goes once, even when two
 * instances run at once. Answers how many were sent.
 */
export async function inviteReviewers(ctx: ReviewsContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ordersToInvite(
    ctx.db,
    daysBefore(now, REVIEW_INVITE_WITHIN_DAYS),
    daysBefore(now, REVIEW_UNBOOKED_AFTER_DAYS),
    BATCH,
  );
  let sent = 0;
  for (const order of due) {
    const token = randomToken();
    const invited = await ctx.db.transaction(async (tx) => {
      if (!(await claimInvitation(tx, order.id, hashToken(token), now))) return false;
      const names = (await productsOfOrder(tx, order.id)).map((product) => product.name);
      const url = `${ctx.publicUrl}${writeReviewPath(order.id, token)}`;
      await ctx.mailer.enqueue({ to: order.email, ...reviewInvitationMail(names, url) }, tx);
      return true;
    });
    if (invited) sent += 1;
  }
  return sent;
}
