import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userApiPath } from '#shared/admin-api-paths.js';
import { api } from '#web/lib/api-client.ts';
import { adminUsersKey } from './get-users';

export function deleteUser(id: number): Promise<unknown> {
  return api.delete(userApiPath(id));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { failure: 'Delete failed' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
