import { RETURN_TO_PARAMETER, safeReturnPath } from '#shared/paths.js';
import type { PageQuery } from '#web/lib/page-query.ts';

/** /register: the page to return to, which its "log in" link passes on; an unsafe one it drops. */
export function returnToQuery(search: URLSearchParams): PageQuery {
  return { [RETURN_TO_PARAMETER]: safeReturnPath(search.get(RETURN_TO_PARAMETER)) };
}
