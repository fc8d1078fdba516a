import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, staffOnly } from '#server/modules/auth/index.js';
import {
  adminReviewModerationApiRoute,
  adminReviewReplyApiRoute,
  adminReviewsApiPath,
} from '#shared/admin-api-paths.js';
import {
  adminReviewListSchema,
  adminReviewsQuerySchema,
  moderationRequestSchema,
  moderationResponseSchema,
  replyRequestSchema,
  reviewParamsSchema,
} from '#shared/schemas/reviews.js';
import { reviewsContextOf } from './context.js';
import { moderateReview, reviewsToModerate } from './moderation.js';
import { replyToReview } from './replies.js';

/**
 * Moderation (decision 0073): the 'after-sales' area, store staff's and the owner's, who answer
 * customers after a sale; the catalogue role edits products, not what buyers say of them.
 */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('after-sales'));
  const context = reviewsContextOf(app);

  app.get(
    adminReviewsApiPath,
    { schema: { querystring: adminReviewsQuerySchema, response: { 200: adminReviewListSchema } } },
    async (request) => ({ reviews: await reviewsToModerate(context, request.query.status) }),
  );

  app.post(
    adminReviewModerationApiRoute,
    {
      schema: {
        params: reviewParamsSchema,
        body: moderationRequestSchema,
        response: { 200: moderationResponseSchema },
      },
    },
    async (request) => {
      const { reviewId } = request.params;
      const review = await moderateReview(
        context,
        await requireAdmin(request),
        reviewId,
        request.body,
      );
      const done = review.status === 'approved' ? 'approved: it shows now' : 'rejected';
      return { message: `Review #${reviewId} ${done}.`, review };
    },
  );

  // The public reply under an approved review (decision 0073): written or changed, and removed.
  app.put(
    adminReviewReplyApiRoute,
    {
      schema: {
        params: reviewParamsSchema,
        body: replyRequestSchema,
        response: { 200: moderationResponseSchema },
      },
    },
    async (request) => {
      const { reviewId } = request.params;
      const staff = await requireAdmin(request);
      const review = await replyToReview(context, staff, reviewId, request.body.body);
      return { message: `Reply to review #${reviewId} saved: it shows under it.`, review };
    },
  );

  app.delete(
    adminReviewReplyApiRoute,
    { schema: { params: reviewParamsSchema, response: { 200: moderationResponseSchema } } },
    async (request) => {
      const { reviewId } = request.params;
      const review = await replyToReview(context, await requireAdmin(request), reviewId, null);
      return { message: `Reply to review #${reviewId} removed.`, review };
    },
  );
};
