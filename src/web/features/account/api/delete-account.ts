import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccountApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import { setSessionUser } from '#web/api/get-session.ts';
import { api } from '#web/lib/api-client.ts';

/** The server ends every session of the account, this one too (decision 0075). */
export function deleteAccount(currentPassword: string) {
  return api.post(deleteAccountApiPath, { currentPassword }, { schema: successMessageSchema });
}

/** Once deleted, the browser is a visitor: nothing of the account stays in the cache. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => setSessionUser(queryClient, null),
  });
}
