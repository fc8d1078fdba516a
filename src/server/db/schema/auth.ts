import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Browser sessions, anonymous (user_id null: a visitor's anti-forgery binding and bag) or logged in.
 * Only a SHA-256 of the cookie's random id is stored, so a database leak gives no usable session.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the session was last used, to the minute: an idle session ends (SESSION_IDLE_MINUTES_*). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Reset links: the token is 256 random bits, stored as SHA-256; it works once and until expiry. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Failed password guesses per e-mail address, whether or not an account has it, so an unknown
 * address is locked exactly like a known one. The key is a SHA-256 of the normalised address.
 * Login and the settings' password change count here alike.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    keyHash: text('key_hash').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_throttles_updated_idx').on(table.updatedAt)],
);

/**
 * An e-mail change asked for in settings (with the current password) and not yet confirmed: the
 * link mailed to the new address carries the token, hashed like reset tokens, single use, 24
 * hours. Opening it makes `new_email` the account's address (decision 37).
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_change_requests_user_idx').on(table.userId)],
);

/**
 * The undo link mailed to the old address when an account's e-mail changes: hashed like reset
 * tokens, single use, 7 days. Using it puts `old_email` back with a new password and ends every
 * session. While it is unused and unexpired, `old_email` is reserved for this account: a trigger
 * on users (migration 0019) refuses it to every other account (decision 37).
 */
export const emailChangeReversals = pgTable(
  'email_change_reversals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('email_change_reversals_user_idx').on(table.userId),
    // The trigger's question: is this address reserved by a live undo link?
    index('email_change_reversals_reserved_idx')
      .on(table.oldEmail)
      .where(sql`${table.usedAt} is null`),
  ],
);

/**
 * A file sent with a queued message: named by the renderer that makes it when the message is sent
 * (decision 0056), or, in rows an earlier release queued, its bytes in base64.
 */
export type StoredMailAttachment = { filename: string; contentType: string } & (
  | { renderer: string; id: number }
  | { contentBase64: string }
);

/** Mail waits here until a sender delivers it, so a mail server that is down loses nothing. */

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /**
     * The message's layout as JSON, sealed, rendered to text and HTML by the sender (decision
     * 0056); rows an earlier release queued have no layout and their bodies ready below.
     */
    layout: text('layout'),
    textBody: text('text_body').notNull().default(''),
    htmlBody: text('html_body').notNull().default(''),
    /** Files sent with the message (an order's tax invoice). */
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
