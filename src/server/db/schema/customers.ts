import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * Internal notes staff keep on a customer (by e-mail, as orders are keyed) or on one of their
 * orders (issue 25). Never shown to the customer; append-only, each one audited, so a correction
 * is another note.
 */
export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    customerEmail: text('customer_email').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied, so the note still says who after that account is deleted. */
    authorEmail: text('author_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_notes_customer_idx').on(table.customerEmail, table.createdAt),
    index('staff_notes_order_idx').on(table.orderId),
  ],
);

/**
 * A link mailed to an account's address to prove the owner reads it (decision 0066): hashed like
 * reset tokens, single use, 24 hours, and good only while the account still has that address.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_verifications_user_idx').on(table.userId)],
);

export type StaffNoteRow = typeof staffNotes.$inferSelect;
