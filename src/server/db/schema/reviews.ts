import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BODY_BUILDS, FELT_FIRMNESS, REVIEW_STATES, SLEEP_POSITIONS } from '#shared/reviews.js';
import { products } from './catalog.js';
import { orders } from './orders.js';
import { inList } from './sql-lists.js';
import { users } from './users.js';

/**
 * A buyer's review of a product they bought (issue 26): one per order and product, and one per
 * account and product. Shown only when approved; the triggers of migration 0038 bump the
 * catalogue version when one is moderated, edited or deleted, so cached pages show the new rating.
 * user_id is set null when the account is deleted; author_name is then anonymised.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown with the review, as the reviewer gave it ("Mei L."). */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sleepPosition: text('sleep_position', { enum: SLEEP_POSITIONS }),
    bodyBuild: text('body_build', { enum: BODY_BUILDS }),
    feltFirmness: text('felt_firmness', { enum: FELT_FIRMNESS }),
    status: text('status', { enum: REVIEW_STATES }).notNull().default('pending'),
    /** Why staff rejected it, shown to no shopper. */
    moderationNote: text('moderation_note'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Staff's public answer, shown under the approved review as "Reply from 8etterSleep". */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    /** When its author last changed it; the change waits for moderation again (decision 0073). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('reviews_order_product_key').on(table.orderId, table.productId),
    uniqueIndex('reviews_user_product_key')
      .on(table.userId, table.productId)
      .where(sql`${table.userId} is not null`),
    index('reviews_product_status_idx').on(table.productId, table.status, table.createdAt),
    index('reviews_status_idx').on(table.status, table.createdAt),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_status_check', sql`${table.status} in (${inList(REVIEW_STATES)})`),
    check(
      'reviews_sleep_position_check',
      sql`${table.sleepPosition} in (${inList(SLEEP_POSITIONS)})`,
    ),
    check('reviews_body_build_check', sql`${table.bodyBuild} in (${inList(BODY_BUILDS)})`),
    check('reviews_felt_firmness_check', sql`${table.feltFirmness} in (${inList(FELT_FIRMNESS)})`),
  ],
);

/** Photos a reviewer uploaded, checked as product images are; shown only with an approved review. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('review_photos_review_idx').on(table.reviewId, table.sortOrder)],
);

/**
 * The mail inviting an order's buyer to review what they bought: at most one per order, claimed
 * by the insert itself so two instances never both send it. Only the SHA-256 of the link's token
 * is kept; the link lets the order's buyer (a guest too) review its products.
 */
export const reviewInvitations = pgTable('review_invitations', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewPhotoRow = typeof reviewPhotos.$inferSelect;
