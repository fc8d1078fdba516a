import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productReviewsApiPath } from '#shared/api-paths.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

/** GET /products/{id}/reviews?page=: one page of its approved reviews, read as the catalogue is. */
export function getProductReviewsQueryOptions(productId: number, page = 1) {
  return queryOptions({
    queryKey: [CATALOG_SCOPE, 'reviews', productId, page],
    queryFn: ({ signal }) =>
      api.get(productReviewsApiPath(productId, page), {
        schema: async () => (await import('#shared/schemas/reviews.js')).productReviewsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useProductReviews(productId: number, page: number) {
  return useQuery(getProductReviewsQueryOptions(productId, page));
}
