import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { getSessionQueryOptions } from '#web/api/get-session.ts';
import { isAdmin, landingPathFor } from './lib/roles';

/**
 * Route loaders that decide before a screen renders, so a protected screen never flashes for
 * someone who may not see it. The session comes from the query cache when it is fresh.
 */
function sessionOf(queryClient: QueryClient) {
  return queryClient.fetchQuery(getSessionQueryOptions());
}

/** Screens of one's own account (Settings): visitors are sent to log in. */
export function requireUserLoader(queryClient: QueryClient) {
  return async () => {
    const { user } = await sessionOf(queryClient);
    if (!user) throw redirect(pagePaths.login);
    return null;
  };
}

/** Spec section 2: /admin sends visitors to /login and customers home. */
export function requireAdminLoader(queryClient: QueryClient) {
  return async () => {
    const { user } = await sessionOf(queryClient);
    if (!user) throw redirect(pagePaths.login);
    if (!isAdmin(user)) throw redirect(pagePaths.home);
    return null;
  };
}

/** The login page's auth check: someone already logged in goes where a login would take them. */
export function skipLoginLoader(queryClient: QueryClient) {
  return async () => {
    const { user } = await sessionOf(queryClient);
    if (user) throw redirect(landingPathFor(user));
    return null;
  };
}
