import { type SQL, sql } from 'drizzle-orm';
import { addDays, SHOP_TIME_ZONE } from '#shared/time.js';

/** Midnight at the start of a Singapore date (YYYY-MM-DD), as an instant the database compares. */
export const shopMidnight = (day: string): SQL =>
  sql`((${day})::timestamp at time zone '${sql.raw(SHOP_TIME_ZONE)}')`;

/**
 * Conditions keeping instants of `column` on Singapore dates `from` to `to`, both counted; either
 * may be left out.
 */
export function onShopDays(
  column: SQL | { getSQL(): SQL },
  range: { from?: string | undefined; to?: string | undefined },
): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${column} >= ${shopMidnight(range.from)}`);
  if (range.to) conditions.push(sql`${column} < ${shopMidnight(addDays(range.to, 1))}`);
  return conditions;
}
