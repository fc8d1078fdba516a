import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Signed upload URLs that have been used: the key is the primary key, so of two PUTs to one URL
 * at the same instant exactly one inserts its row and writes the file. A row matters only while
 * its URL could still be used; rows past `expires_at` are deleted as new ones come.
 */
export const uploadClaims = pgTable(
  'upload_claims',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('upload_claims_expires_at_idx').on(table.expiresAt)],
);
