import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usersApiPath } from '#shared/admin-api-paths.js';
import { type AdminUser, adminUserListSchema } from '#shared/schemas/users.js';
import { api } from '#web/lib/api-client.ts';

export const USERS_PAGE_SIZE = 50;

export interface UsersPage {
  q: string;
  offset: number;
}

export const adminUsersKey = ['users', 'admin'] as const;
export const adminUsersPageKey = (page: UsersPage) => [...adminUsersKey, page] as const;

/** GET /users?includeBanned=1 (spec section 7), searched and paged on the server. */
export function getUsers(page: UsersPage, signal?: AbortSignal): Promise<AdminUser[]> {
  return api.get(usersApiPath, {
    query: {
      includeBanned: 1,
      q: page.q || undefined,
      limit: USERS_PAGE_SIZE,
      offset: page.offset,
    },
    schema: adminUserListSchema,
    signal,
  });
}

export function useUsers(page: UsersPage) {
  return useQuery(
    queryOptions({
      queryKey: adminUsersPageKey(page),
      queryFn: ({ signal }) => getUsers(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
