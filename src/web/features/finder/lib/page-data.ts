import type { PageData } from '#web/lib/page-data.ts';
import { getFinderPicksQueryOptions } from '../api/get-finder-picks';
import { finderRequest } from './finder-params';

/** The finder's data: the picks for the answers in its address, once there are answers. */
export const finderData: PageData = async ({ queryClient, url }) => {
  const answers = finderRequest(url.searchParams);
  if (answers) await queryClient.prefetchQuery(getFinderPicksQueryOptions(answers));
};
