import type { PageData } from '#web/lib/page-data.ts';
import { getComparisonQueryOptions } from '../api/get-comparison';
import { compareIdsOf } from './compare-params';

/** The comparison's data: the mattresses its address names, once it names any. */
export const compareData: PageData = async ({ queryClient, url }) => {
  const ids = compareIdsOf(url.searchParams);
  if (ids.length > 0) await queryClient.prefetchQuery(getComparisonQueryOptions(ids));
};
