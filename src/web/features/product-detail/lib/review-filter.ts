import { SLEEP_POSITIONS, type SleepPosition } from '#shared/reviews.js';
import type { PageQuery } from '#web/lib/page-query.ts';

/** The address's parameter that filters the product page's reviews to one sleeping position. */
export const SLEEP_POSITION_PARAM = 'sleepPosition';

/** The sleeping position the address filters the reviews to; anything else shows them all. */
export function sleepPositionOf(search: URLSearchParams): SleepPosition | undefined {
  const asked = search.get(SLEEP_POSITION_PARAM);
  return SLEEP_POSITIONS.find((position) => position === asked);
}

/** What the product page reads of its query string, for the server's renderer (decision 0036). */
export function productPageQuery(search: URLSearchParams): PageQuery {
  return { [SLEEP_POSITION_PARAM]: sleepPositionOf(search) };
}
