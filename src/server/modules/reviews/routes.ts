import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '#server/plugins/rate-limit.js';
import {
  productReviewsApiRoute,
  reviewApiRoute,
  reviewableApiPath,
  reviewPhotosApiPath,
  reviewsApiPath,
} from '#shared/api-paths.js';
import { presignResponseSchema } from '#shared/schemas/product-admin.js';
import {
  productReviewsParamsSchema,
  productReviewsQuerySchema,
  productReviewsSchema,
  reviewableOrderSchema,
  reviewableRequestSchema,
  reviewEditSchema,
  reviewParamsSchema,
  reviewPhotoRequestSchema,
  reviewRequestSchema,
  reviewWrittenSchema,
} from '#shared/schemas/reviews.js';
import { buyerOrder } from './buyer.js';
import { reviewsContextOf } from './context.js';
import { editReview, REVIEW_EDITED_MESSAGE } from './editing.js';
import { reviewPhotos } from './review-photos.js';
import { productReviews } from './showing.js';
import { REVIEW_SENT_MESSAGE, reviewableOrder, writeReview } from './writing.js';

/** The product page's list of approved reviews, public as the product is. */
export const productReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = reviewsContextOf(app);

  app.get(
    productReviewsApiRoute,
    {
      schema: {
        params: productReviewsParamsSchema,
        querystring: productReviewsQuerySchema,
        response: { 200: productReviewsSchema },
      },
    },
    async (request) => productReviews(context, request.params.id, request.query),
  );
};

/**
 * The buyer's side, logged in as the order's customer or holding the invitation's token (in the
 * body, never in an address). Rate-limited as other writes; answers name the order, so no shared
 * cache keeps them.
 */
export const buyerReviewsRoutes: FastifyPluginAsyncZod = async (buyer) => {
  const context = reviewsContextOf(buyer);
  const rateLimit = authRateLimit(buyer);
  buyer.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  buyer.post(
    reviewableApiPath,
    {
      config: { rateLimit },
      schema: { body: reviewableRequestSchema, response: { 200: reviewableOrderSchema } },
    },
    async (request) =>
      reviewableOrder(context, { user: await request.currentUser(), ...request.body }),
  );

  buyer.post(
    reviewPhotosApiPath,
    {
      config: { rateLimit },
      schema: { body: reviewPhotoRequestSchema, response: { 200: presignResponseSchema } },
    },
    async (request) => {
      const { orderId, token } = request.body;
      const order = await buyerOrder(context, {
        user: await request.currentUser(),
        orderId,
        token,
      });
      return reviewPhotos.presign(context.storage, order.id, request.body);
    },
  );

  buyer.post(
    reviewsApiPath,
    {
      config: { rateLimit },
      schema: { body: reviewRequestSchema, response: { 201: reviewWrittenSchema } },
    },
    async (request, reply) => {
      const reviewId = await writeReview(context, await request.currentUser(), request.body);
      return reply.code(201).send({ message: REVIEW_SENT_MESSAGE, reviewId });
    },
  );

  buyer.put(
    reviewApiRoute,
    {
      config: { rateLimit },
      schema: {
        params: reviewParamsSchema,
        body: reviewEditSchema,
        response: { 200: reviewWrittenSchema },
      },
    },
    async (request) => {
      const { reviewId } = request.params;
      await editReview(context, await request.currentUser(), reviewId, request.body);
      return { message: REVIEW_EDITED_MESSAGE, reviewId };
    },
  );
};
