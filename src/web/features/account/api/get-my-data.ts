import { queryOptions } from '@tanstack/react-query';
import { myDataApiPath } from '#shared/api-paths.js';
import type { MyData } from '#shared/schemas/my-data.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';

function getMyData(signal?: AbortSignal): Promise<MyData> {
  return api.get(myDataApiPath, {
    schema: async () => (await import('#shared/schemas/my-data.js')).myDataSchema,
    signal,
  });
}

/** Asked for when the customer asks, and read afresh each time: never an old copy. */
export function getMyDataQueryOptions() {
  return queryOptions({
    queryKey: [ACCOUNT_SCOPE, 'my-data'],
    queryFn: ({ signal }) => getMyData(signal),
    staleTime: 0,
    gcTime: 0,
  });
}
