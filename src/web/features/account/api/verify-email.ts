import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyEmailApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';

/** POST /account/verify-email: the mailed link's token proves the address. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post(verifyEmailApiPath, { token }, { schema: successMessageSchema }),
    // The orders it brought in show in My Orders at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_SCOPE] }),
  });
}
