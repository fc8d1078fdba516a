import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productReviewsApiPath } from '#shared/api-paths.js';
import type { SleepPosition } from '#shared/reviews.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

/**
 * GET /products/{id}/reviews?page=&sleepPosition=: one page of its approved reviews, of one
 * sleeping position's buyers or of all, read as the catalogue is.
 */
export function getProductReviewsQueryOptions(
  productId: number,
  page = 1,
  sleepPosition?: SleepPosition,
) {
  return queryOptions({
    queryKey: [CATALOG_SCOPE, 'reviews', productId, page, sleepPosition ?? 'all'],
    queryFn: ({ signal }) =>
      api.get(productReviewsApiPath(productId, page, sleepPosition), {
        schema: async () => (await import('#shared/schemas/reviews.js')).productReviewsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProductReviews(productId: number, page: number, sleepPosition?: SleepPosition) {
  return useQuery(getProductReviewsQueryOptions(productId, page, sleepPosition));
}
