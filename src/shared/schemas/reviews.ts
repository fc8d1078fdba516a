import { z } from 'zod';
import {
  BODY_BUILDS,
  FELT_FIRMNESS,
  MAX_RATING,
  MIN_RATING,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_NAME_MAX,
  REVIEW_NOTE_MAX,
  REVIEW_PHOTOS_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STATES,
  REVIEW_TITLE_MAX,
  SLEEP_POSITIONS,
} from '../reviews.js';
import { idParamsSchema, oneLine } from './common.js';

/** An order's buyer: logged in as its customer (token ''), or holding the invitation's token. */
const buyerFields = {
  orderId: z.number({ error: 'Order id must be a number.' }).int().positive().max(2_147_483_647),
  token: oneLine(z.string()).max(200).default(''),
};

/** POST /reviews/reviewable: what of the order its buyer may review. */
export const reviewableRequestSchema = z.object(buyerFields);

/** The average of a product's approved reviews and how many there are; null before the first. */
export const ratingSchema = z.object({ average: z.number(), count: z.number().int() }).nullable();
export type Rating = z.infer<typeof ratingSchema>;

export const reviewableOrderSchema = z.object({
  orderId: z.number().int(),
  /** The name the form offers to show with a review: the buyer's first name and initial. */
  suggestedName: z.string(),
  products: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      /** The buyer's review of it, if written: then it is not written again, but may be edited. */
      review: z
        .object({
          reviewId: z.number().int(),
          status: z.enum(REVIEW_STATES),
          rating: z.number().int(),
          title: z.string(),
          body: z.string(),
          authorName: z.string(),
          sleepPosition: z.enum(SLEEP_POSITIONS).nullable(),
          bodyBuild: z.enum(BODY_BUILDS).nullable(),
          feltFirmness: z.enum(FELT_FIRMNESS).nullable(),
        })
        .nullable(),
    }),
  ),
});
export type ReviewableOrder = z.infer<typeof reviewableOrderSchema>;

export const reviewPhotoRequestSchema = z.object({
  ...buyerFields,
  filename: oneLine(z.string({ error: 'A file name is required.' }).trim())
    .min(1, 'A file name is required.')
    .max(255, 'The file name is too long.'),
  contentType: oneLine(z.string().trim()).max(100),
});

const PHOTO_KEY = /^reviews\/\d+\/[0-9a-f-]{36}\.(?:jpg|png|webp|avif)$/;

/** The words of a review: what the browser checks before uploading its photos. */
export const reviewFieldsSchema = z.object({
  rating: z
    .number({ error: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(MIN_RATING, 'Choose from 1 to 5 stars.')
    .max(MAX_RATING, 'Choose from 1 to 5 stars.'),
  title: oneLine(z.string({ error: 'Give your review a title.' }).trim())
    .min(1, 'Give your review a title.')
    .max(REVIEW_TITLE_MAX, `Keep the title to ${REVIEW_TITLE_MAX} characters.`),
  body: z
    .string({ error: 'Tell other shoppers how you sleep on it.' })
    .trim()
    .min(REVIEW_BODY_MIN, `Write at least ${REVIEW_BODY_MIN} characters.`)
    .max(REVIEW_BODY_MAX, `Keep the review to ${REVIEW_BODY_MAX} characters.`),
  authorName: oneLine(z.string({ error: 'Give the name to show.' }).trim())
    .min(1, 'Give the name to show.')
    .max(REVIEW_NAME_MAX, `Keep the name to ${REVIEW_NAME_MAX} characters.`),
  sleepPosition: z
    .enum(SLEEP_POSITIONS, { error: 'Choose how you sleep.' })
    .nullable()
    .default(null),
  bodyBuild: z.enum(BODY_BUILDS, { error: 'Choose your build.' }).nullable().default(null),
  feltFirmness: z
    .enum(FELT_FIRMNESS, { error: 'Choose how firm it felt.' })
    .nullable()
    .default(null),
});

export type ReviewFields = z.infer<typeof reviewFieldsSchema>;

/** POST /reviews: one product of the order, reviewed by its buyer. */
export const reviewRequestSchema = reviewFieldsSchema.extend({
  ...buyerFields,
  productId: z.number({ error: 'Choose the product.' }).int().positive().max(2_147_483_647),
  photoKeys: z
    .array(z.string().regex(PHOTO_KEY, 'Upload the photo again.'))
    .max(REVIEW_PHOTOS_MAX, `Add at most ${REVIEW_PHOTOS_MAX} photos.`)
    .refine((keys) => new Set(keys).size === keys.length, 'Each photo can be added once.')
    .default([]),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** PUT /reviews/{id}: its author changes their review (its photos stay); it waits for moderation again. */
export const reviewEditSchema = reviewFieldsSchema.extend(buyerFields);
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

/** A review as shoppers see it on the product page. */
export const shownReviewSchema = z.object({
  reviewId: z.number().int(),
  authorName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  sleepPosition: z.enum(SLEEP_POSITIONS).nullable(),
  bodyBuild: z.enum(BODY_BUILDS).nullable(),
  feltFirmness: z.enum(FELT_FIRMNESS).nullable(),
  photoUrls: z.array(z.string()),
  createdAt: z.string(),
  /** Staff's public reply, shown under the review; null when there is none. */
  reply: z.object({ body: z.string(), repliedAt: z.string() }).nullable(),
});
export type ShownReview = z.infer<typeof shownReviewSchema>;

export const reviewWrittenSchema = z.object({
  message: z.string(),
  reviewId: z.number().int(),
});

export const productReviewsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int('page must be a whole number from 1.')
    .min(1, 'page must be a whole number from 1.')
    .max(100_000, 'page must be a whole number from 1.')
    .default(1),
  sleepPosition: z
    .enum(SLEEP_POSITIONS, { error: 'sleepPosition must be side, back or front.' })
    .optional(),
});
export const productReviewsParamsSchema = idParamsSchema('Product');

export const productReviewsSchema = z.object({
  rating: ratingSchema,
  /** The sleeping position the list is filtered to; null: every approved review. */
  sleepPosition: z.enum(SLEEP_POSITIONS).nullable(),
  /** How many approved reviews each sleeping position has, for the filter's choices. */
  positionCounts: z.object({
    side: z.number().int(),
    back: z.number().int(),
    front: z.number().int(),
  }),
  page: z.number().int(),
  pages: z.number().int(),
  reviews: z.array(shownReviewSchema),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

export const adminReviewsQuerySchema = z.object({
  status: z
    .enum(REVIEW_STATES, { error: 'status must be pending, approved or rejected.' })
    .default('pending'),
});

export const adminReviewSchema = shownReviewSchema.extend({
  productId: z.number().int(),
  productName: z.string(),
  orderId: z.number().int(),
  status: z.enum(REVIEW_STATES),
  moderationNote: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.object({ reviews: z.array(adminReviewSchema) });

export const MODERATION_DECISIONS = ['approved', 'rejected'] as const;
export const moderationRequestSchema = z
  .object({
    decision: z.enum(MODERATION_DECISIONS, { error: 'Choose approve or reject.' }),
    note: oneLine(z.string().trim())
      .max(REVIEW_NOTE_MAX, `Keep the note to ${REVIEW_NOTE_MAX} characters.`)
      .default(''),
  })
  .refine((asked) => asked.decision !== 'rejected' || asked.note !== '', {
    message: 'Say why the review is rejected.',
    path: ['note'],
  });
export type ModerationRequest = z.infer<typeof moderationRequestSchema>;
export const reviewParamsSchema = z.object({
  reviewId: z.coerce
    .number({ error: 'Review id must be a number.' })
    .int()
    .positive()
    .max(2_147_483_647),
});
/** PUT /admin/reviews/{id}/reply: staff's public answer, of several lines if need be. */
export const replyRequestSchema = z.object({
  body: z
    .string({ error: 'Write the reply.' })
    .trim()
    .min(1, 'Write the reply.')
    .max(REVIEW_REPLY_MAX, `Keep the reply to ${REVIEW_REPLY_MAX} characters.`),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

export const moderationResponseSchema = z.object({
  message: z.string(),
  review: adminReviewSchema,
});
