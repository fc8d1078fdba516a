import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminReviewModerationApiPath, adminReviewsApiPath } from '#shared/admin-api-paths.js';
import type { ReviewState } from '#shared/reviews.js';
import {
  adminReviewListSchema,
  type ModerationRequest,
  moderationResponseSchema,
} from '#shared/schemas/reviews.js';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey, CATALOG_SCOPE } from '#web/lib/query-keys.ts';

const reviewsQueryKey = ['admin', 'reviews'] as const;

/** GET /admin/reviews?status=: pending ones oldest first, decided ones latest first. */
export function useReviewsToModerate(status: ReviewState) {
  return useQuery({
    queryKey: [...reviewsQueryKey, status],
    queryFn: ({ signal }) =>
      api.get(adminReviewsApiPath, { query: { status }, schema: adminReviewListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A review approved or rejected: the lists, the audit trail and the products' ratings change. */
export function useModerateReview(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ModerationRequest) =>
      api.post(adminReviewModerationApiPath(reviewId), decision, {
        schema: moderationResponseSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
        queryClient.invalidateQueries({ queryKey: [CATALOG_SCOPE] }),
      ]),
  });
}
