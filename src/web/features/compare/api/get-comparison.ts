import { queryOptions } from '@tanstack/react-query';
import { compareApiPath } from '#shared/api-paths.js';
import type { CompareResult } from '#shared/schemas/compare.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

function getComparison(ids: readonly number[], signal?: AbortSignal): Promise<CompareResult> {
  return api.get(compareApiPath, {
    query: { ids: ids.join(',') },
    schema: async () => (await import('#shared/schemas/compare.js')).compareResultSchema,
    signal,
  });
}

/** Under the catalogue scope, so the server renders the comparison with the page. */
export function getComparisonQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: [CATALOG_SCOPE, 'compare', ids],
    queryFn: ({ signal }) => getComparison(ids, signal),
  });
}
