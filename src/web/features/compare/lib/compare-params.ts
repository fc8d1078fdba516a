import { readableCompareIds } from '#shared/compare.js';
import type { PageQuery } from '#web/lib/page-query.ts';

/**
 * The ids the comparison's address names: whole numbers, each once, at most three, anything else
 * left out (an old or hand-typed address still shows what it can).
 */
export const compareIdsOf = (search: URLSearchParams): number[] =>
  readableCompareIds(search.get('ids') ?? '');

/** What the page reads of its query string, in one spelling, for the server's renderer. */
export function comparePageQuery(search: URLSearchParams): PageQuery {
  const ids = compareIdsOf(search);
  return { ids: ids.length > 0 ? ids.join(',') : undefined };
}
