import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApiPath } from '#shared/admin-api-paths.js';
import { type UpdateUserRequest, userUpdateResponseSchema } from '#shared/schemas/users.js';
import { api } from '#web/lib/api-client.ts';
import { adminUsersKey } from './get-users';

export function updateUser(input: { id: number; changes: UpdateUserRequest }) {
  return api.put(userApiPath(input.id), input.changes, { schema: userUpdateResponseSchema });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { failure: 'Failed to update user' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
