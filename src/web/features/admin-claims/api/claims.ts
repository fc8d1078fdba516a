import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminClaimStateApiPath, adminClaimsApiPath } from '#shared/admin-api-paths.js';
import {
  adminClaimListSchema,
  type ClaimStateUpdate,
  claimStateResponseSchema,
} from '#shared/schemas/warranty.js';
import type { ClaimState } from '#shared/warranty-claims.js';
import { api } from '#web/lib/api-client.ts';
import { auditQueryKey } from '#web/lib/query-keys.ts';

const claimsQueryKey = ['admin', 'warranty-claims'] as const;

/** GET /warranty/admin/claims: the queue, newest first, in one state or all. */
export function useClaims(state: ClaimState | undefined) {
  return useQuery({
    queryKey: [...claimsQueryKey, state ?? 'all'],
    queryFn: ({ signal }) =>
      api.get(adminClaimsApiPath, { query: { state }, schema: adminClaimListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A claim moved: the queue and the audit trail are read afresh. */
export function useMoveClaim(claimId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ClaimStateUpdate) =>
      api.put(adminClaimStateApiPath(claimId), update, { schema: claimStateResponseSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: claimsQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]),
  });
}
