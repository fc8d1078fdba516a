// The reviews module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { onAccountErasure } from '#server/modules/auth/index.js';
import { adminReviewsRoutes } from './admin-routes.js';
import { reviewsContextOf } from './context.js';
import { anonymiseAccountReviews } from './erasure.js';
import { inviteReviewers } from './invitations.js';
import { buyerReviewsRoutes, productReviewsRoutes } from './routes.js';

export { accountReviews } from './moderation.js';

/**
 * Buyers' reviews (issue 26, decision 0073): the one mailed invitation per order, writing by the
 * order's buyer (account or invitation link), staff moderation, and the approved reviews shown.
 */
async function reviews(app: FastifyInstance): Promise<void> {
  const context = reviewsContextOf(app);
  onAccountErasure(app, anonymiseAccountReviews);
  // Hourly, at one instance at a time: orders that became reviewable get their one invitation.
  app.addHousekeeping(async () => {
    const invited = await inviteReviewers(context);
    if (invited > 0) app.log.info({ invited }, 'review invitations sent');
  });
  await registerApiRoutes(app, async (api) => {
    await api.register(adminReviewsRoutes);
    await api.register(productReviewsRoutes);
    await api.register(buyerReviewsRoutes);
  });
}

export const reviewsModule = fp(reviews, {
  name: 'reviews',
  dependencies: ['auth', 'audit', 'catalog', 'mail', 'media', 'housekeeping'],
});
