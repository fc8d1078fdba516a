import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmEmailChangeApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import type { ConfirmEmailChangeRequest } from '#shared/schemas/profile.js';
import { profileQueryKey } from '#web/api/get-profile.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/query-keys.ts';

export function confirmEmailChange(body: ConfirmEmailChangeRequest) {
  return api.post(confirmEmailChangeApiPath, body, { schema: successMessageSchema });
}

/** A browser logged in to the account shows its new address in the menu and settings. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
