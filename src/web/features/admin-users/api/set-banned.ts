import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userBanApiPath } from '#shared/admin-api-paths.js';
import { type AdminUser, userUpdateResponseSchema } from '#shared/schemas/users.js';
import { api } from '#web/lib/api-client.ts';
import { adminUsersKey } from './get-users';

export function setBanned(input: { id: number; banned: boolean }) {
  return api.put(
    userBanApiPath(input.id),
    { banned: input.banned },
    { schema: userUpdateResponseSchema },
  );
}

/** Spec section 4: ban/unban shows at once and reverts when the server refuses. */
export function useSetBanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBanned,
    onMutate: async ({ id, banned }) => {
      await queryClient.cancelQueries({ queryKey: adminUsersKey });
      const previous = queryClient.getQueriesData<AdminUser[]>({ queryKey: adminUsersKey });
      queryClient.setQueriesData<AdminUser[]>({ queryKey: adminUsersKey }, (list) =>
        list?.map((user) => (user.id === id ? { ...user, banned } : user)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
