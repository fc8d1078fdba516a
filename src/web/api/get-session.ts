import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { sessionApiPath } from '#shared/api-paths.js';
import type { SessionResponse, SessionUser } from '#shared/schemas/auth.js';
import { api } from '#web/lib/api-client.ts';
import { ACCOUNT_SCOPE, sessionQueryKey } from '#web/lib/query-keys.ts';

const LOGGED_OUT: SessionResponse = { loggedIn: false, user: null };

/** Spec section 8: a failed session lookup counts as logged out rather than as an error. */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await api.get(sessionApiPath, {
      // The app shell asks on every first page: the schema (and zod) load alongside the call.
      schema: async () => (await import('#shared/schemas/auth.js')).sessionResponseSchema,
      signal,
    });
  } catch (error) {
    // A cancelled lookup must stay cancelled, or the cache would store a false "logged out".
    if (signal?.aborted) throw error;
    return LOGGED_OUT;
  }
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
  });
}

export interface Session {
  loggedIn: boolean;
  user: SessionUser | null;
  /** True until the first answer; the session counts as logged out meanwhile (spec section 4). */
  loading: boolean;
}

export function useSession(): Session {
  const { data, isPending } = useQuery(getSessionQueryOptions());
  return { loggedIn: data?.loggedIn ?? false, user: data?.user ?? null, loading: isPending };
}

/**
 * Records who is logged in after a login or logout, and drops whatever the cache held for the
 * previous person, so no screen shows their profile or orders.
 */
export function setSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(sessionQueryKey, user ? { loggedIn: true, user } : LOGGED_OUT);
  queryClient.removeQueries({ queryKey: [ACCOUNT_SCOPE] });
}
