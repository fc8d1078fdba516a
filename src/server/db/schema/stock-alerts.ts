import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { productSizes } from './catalog.js';

/**
 * "Tell me when it is back" (issue 26): a shopper's address waiting for one size, with the
 * consent wording they were shown. Mailed once when the size is restocked: the sender claims rows
 * by setting notified_at where it is null, so two instances never both mail one. Only the SHA-256
 * of the one-click unsubscribe token is kept. Rows are deleted once notified or withdrawn for
 * STOCK_ALERT_KEEP_DAYS (the purpose is over).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    consentText: text('consent_text').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
  },
  (table) => [
    unique('stock_alerts_size_email_key').on(table.productSizeId, table.email),
    index('stock_alerts_waiting_idx')
      .on(table.productSizeId)
      .where(sql`${table.notifiedAt} is null and ${table.unsubscribedAt} is null`),
    index('stock_alerts_email_idx').on(table.email),
  ],
);

export type StockAlertRow = typeof stockAlerts.$inferSelect;
