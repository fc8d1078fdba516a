import { queryOptions } from '@tanstack/react-query';
import { finderApiPath } from '#shared/api-paths.js';
import type { FinderQuery, FinderResult } from '#shared/schemas/finder.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

function getFinderPicks(answers: FinderQuery, signal?: AbortSignal): Promise<FinderResult> {
  return api.get(finderApiPath, {
    query: answers,
    schema: async () => (await import('#shared/schemas/finder.js')).finderResultSchema,
    signal,
  });
}

/** Under the catalogue scope, so the server renders the picks with the page (entry-server.tsx). */
export function getFinderPicksQueryOptions(answers: FinderQuery) {
  return queryOptions({
    queryKey: [CATALOG_SCOPE, 'finder', answers],
    queryFn: ({ signal }) => getFinderPicks(answers, signal),
  });
}
