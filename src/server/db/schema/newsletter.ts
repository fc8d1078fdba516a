import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { inList } from './sql-lists.js';

export const NEWSLETTER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/**
 * One address on the newsletter list and its consent record (issue 26, decision 0068): the exact
 * wording shown when it was asked, where and when it was asked, confirmed (double opt-in) and withdrawn.
 * Only the SHA-256 of each mailed token is kept: the confirm link's (cleared once used) and the
 * unsubscribe link's, each good for its own purpose only. Addresses never confirmed are deleted
 * after NEWSLETTER_PENDING_DAYS; an unsubscribed row stays as the proof that the consent ended.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    status: text('status', { enum: NEWSLETTER_STATES }).notNull().default('pending'),
    consentText: text('consent_text').notNull(),
    /** Where the consent was given (PDPA: a consent record says where): the shop's footer form. */
    source: text('source').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash').unique(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
  },
  (table) => [
    check(
      'newsletter_subscribers_status_check',
      sql`${table.status} in (${inList(NEWSLETTER_STATES)})`,
    ),
    index('newsletter_subscribers_pending_idx')
      .on(table.askedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
