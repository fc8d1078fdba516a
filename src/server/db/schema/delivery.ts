import { date, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Singapore's public holidays, on which nothing is delivered (issue 15). Data, not code: the
 * migration seeds 2026 and 2027, and later years are rows added the same way without a release.
 */
export const publicHolidays = pgTable('public_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});
