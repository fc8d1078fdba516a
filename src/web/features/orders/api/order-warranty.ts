import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orderClaimPhotosApiPath,
  orderClaimsApiPath,
  orderWarrantyApiPath,
} from '#shared/api-paths.js';
import { presignResponseSchema } from '#shared/schemas/product-admin.js';
import {
  type ClaimRequest,
  claimFiledResponseSchema,
  orderWarrantySchema,
} from '#shared/schemas/warranty.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';
import {
  declaredType,
  fileProblem,
  putWithProgress,
  UploadError,
} from '#web/lib/storage-upload.ts';

const warrantyKey = (orderId: number, sessionId: string) =>
  [ACCOUNT_SCOPE, 'order-warranty', orderId, sessionId] as const;

/** GET /orders/{id}/warranty: what can be claimed and the claims filed (the link's key or login). */
export function useOrderWarranty(orderId: number, sessionId: string) {
  return useQuery({
    queryKey: warrantyKey(orderId, sessionId),
    queryFn: ({ signal }) =>
      api.get(orderWarrantyApiPath(orderId, sessionId), { schema: orderWarrantySchema, signal }),
    retry: false,
  });
}

/** One photo to the storage's signed URL, as product images go; answers its key. */
export async function uploadClaimPhoto(
  orderId: number,
  sessionId: string,
  file: File,
): Promise<string> {
  const problem = fileProblem(file);
  if (problem) throw new UploadError(problem);
  const grant = await api.post(
    orderClaimPhotosApiPath(orderId),
    { filename: file.name, contentType: declaredType(file), session_id: sessionId },
    { schema: presignResponseSchema },
  );
  await putWithProgress(grant.uploadUrl, file, grant.contentType, () => undefined);
  return grant.key;
}

/** POST /orders/{id}/warranty/claims; the order's claims are read afresh. */
export function useFileClaim(orderId: number, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: Omit<ClaimRequest, 'session_id'>) =>
      api.post(
        orderClaimsApiPath(orderId),
        { ...claim, session_id: sessionId },
        {
          schema: claimFiledResponseSchema,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warrantyKey(orderId, sessionId) }),
  });
}
