import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reviewApiPath,
  reviewableApiPath,
  reviewPhotosApiPath,
  reviewsApiPath,
} from '#shared/api-paths.js';
import { presignResponseSchema } from '#shared/schemas/product-admin.js';
import {
  type ReviewEdit,
  type ReviewRequest,
  reviewableOrderSchema,
  reviewWrittenSchema,
} from '#shared/schemas/reviews.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';
import {
  declaredType,
  fileProblem,
  putWithProgress,
  UploadError,
} from '#web/lib/storage-upload.ts';

// Writing reviews (decision 0073): the order's buyer logged in (token '') or the invitation's token.

const reviewableKey = (orderId: number, token: string) =>
  [ACCOUNT_SCOPE, 'reviewable', orderId, token] as const;

/** POST /reviews/reviewable: the order's products and the reviews written of them. */
export function useReviewableOrder(orderId: number, token: string) {
  return useQuery({
    queryKey: reviewableKey(orderId, token),
    queryFn: ({ signal }) =>
      api.post(reviewableApiPath, { orderId, token }, { schema: reviewableOrderSchema, signal }),
    retry: false,
  });
}

/** One photo to the storage's signed URL, as product images go; answers its key. */
export async function uploadReviewPhoto(orderId: number, token: string, file: File) {
  const problem = fileProblem(file);
  if (problem) throw new UploadError(problem);
  const grant = await api.post(
    reviewPhotosApiPath,
    { orderId, token, filename: file.name, contentType: declaredType(file) },
    { schema: presignResponseSchema },
  );
  await putWithProgress(grant.uploadUrl, file, grant.contentType, () => undefined);
  return grant.key;
}

/** POST /reviews; the order's list is read afresh so the product shows as reviewed. */
export function useWriteReview(orderId: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Omit<ReviewRequest, 'orderId' | 'token'>) =>
      api.post(reviewsApiPath, { ...review, orderId, token }, { schema: reviewWrittenSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewableKey(orderId, token) }),
  });
}

/** PUT /reviews/{id}: the author's changes, waiting for moderation again; the list is read afresh. */
export function useEditReview(orderId: number, token: string, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Omit<ReviewEdit, 'orderId' | 'token'>) =>
      api.put(
        reviewApiPath(reviewId),
        { ...review, orderId, token },
        { schema: reviewWrittenSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewableKey(orderId, token) }),
  });
}
