import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileApiPath } from '#shared/api-paths.js';
import { type Profile, profileResponseSchema } from '#shared/schemas/profile.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE } from '#web/lib/query-keys.ts';

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { user } = await api.get(profileApiPath, { schema: profileResponseSchema, signal });
  return user;
}

export const profileQueryKey = [ACCOUNT_SCOPE, 'profile'] as const;

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
