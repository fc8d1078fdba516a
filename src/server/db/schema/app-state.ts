import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-off facts about this database, such as when the demo catalogue was loaded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
