import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEmailApiPath } from '#shared/api-paths.js';
import { profileUpdateResponseSchema } from '#shared/schemas/profile.js';
import { profileQueryKey } from '#web/api/get-profile.ts';
import { api } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/query-keys.ts';

export function updateEmail(email: string) {
  return api.put(profileEmailApiPath, { email }, { schema: profileUpdateResponseSchema });
}

/** The session is refetched too: the My Account panel shows the account's e-mail address. */
export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(profileQueryKey, user);
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
