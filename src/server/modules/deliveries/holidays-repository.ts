import { and, gte, lte } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { publicHolidays } from '#server/db/schema/index.js';

/** The public holidays from `first` to `last` (YYYY-MM-DD, both included): day → name. */
export async function findHolidays(
  db: Executor,
  first: string,
  last: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(publicHolidays)
    .where(and(gte(publicHolidays.day, first), lte(publicHolidays.day, last)));
  return new Map(rows.map((row) => [row.day, row.name]));
}
