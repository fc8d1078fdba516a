import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminReviewModerationApiPath,
  adminReviewReplyApiPath,
  adminReviewsApiPath,
} from '#shared/admin-api-paths.js';
import type { ReviewState } from '#shared/reviews.js';
import {
  adminReviewListSchema,
  type ModerationRequest,
  moderationResponseSchema,
  type ReplyRequest,
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

/** After a decision or a reply: the lists, the audit trail and the product pages change. */
function useReviewChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
      queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      queryClient.invalidateQueries({ queryKey: [CATALOG_SCOPE] }),
    ]);
}

/** A review approved or rejected: its product's rating changes with it. */
export function useModerateReview(reviewId: number) {
  const onSuccess = useReviewChanged();
  return useMutation({
    mutationFn: (decision: ModerationRequest) =>
      api.post(adminReviewModerationApiPath(reviewId), decision, {
        schema: moderationResponseSchema,
      }),
    onSuccess,
  });
}

/** Staff's public reply under an approved review: written or changed (a body), or removed (null). */
export function useReplyToReview(reviewId: number) {
  const onSuccess = useReviewChanged();
  return useMutation({
    mutationFn: (reply: ReplyRequest | null) =>
      reply === null
        ? api.delete(adminReviewReplyApiPath(reviewId), { schema: moderationResponseSchema })
        : api.put(adminReviewReplyApiPath(reviewId), reply, { schema: moderationResponseSchema }),
    onSuccess,
  });
}
