import { userBanApiPath } from '#shared/admin-api-paths.js';
import { type AdminUser, userUpdateResponseSchema } from '#shared/schemas/users.js';
import { api } from '#web/lib/api-client.ts';
import { useOptimisticListChange } from '#web/lib/use-optimistic-list-change.ts';
import { adminUsersKey } from './get-users';

export function setBanned(input: { id: number; banned: boolean }) {
  return api.put(
    userBanApiPath(input.id),
    { banned: input.banned },
    { schema: userUpdateResponseSchema },
  );
}

/** Spec section 4: ban/unban shows at once (on every page of the list) and reverts when refused. */
export const useSetBanned = () =>
  useOptimisticListChange({
    listKey: adminUsersKey,
    change: setBanned,
    apply: (user: AdminUser, { id, banned }) => (user.id === id ? { ...user, banned } : user),
    meta: { failure: 'Failed to update ban status' },
    stale: adminUsersKey,
  });
