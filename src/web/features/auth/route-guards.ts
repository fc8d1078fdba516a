import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginPath, pagePaths, RETURN_TO_PARAMETER } from '#shared/paths.js';
import { getSessionQueryOptions } from '#web/api/get-session.ts';
import { afterLoginPath, isAdmin } from './lib/roles';

/**
 * Route loaders that decide before a screen renders, so a protected screen never flashes for
 * someone who may not see it. The session comes from the query cache when it is fresh.
 */
function sessionOf(queryClient: QueryClient) {
  return queryClient.fetchQuery(getSessionQueryOptions());
}

/** The login page, asked to come back to the page being opened. */
function loginFor(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return redirect(loginPath(`${pathname}${search}`));
}

/** Screens of one's own account (Settings): visitors are sent to log in, and back after it. */
export function requireUserLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { user } = await sessionOf(queryClient);
    if (!user) throw loginFor(request);
    return null;
  };
}

/** Spec section 2: /admin sends visitors to /login (and back after it) and customers home. */
export function requireAdminLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { user } = await sessionOf(queryClient);
    if (!user) throw loginFor(request);
    if (!isAdmin(user)) throw redirect(pagePaths.home);
    return null;
  };
}

/**
 * The login page's auth check: someone already logged in (a new customer, just registered) goes
 * where a login would take them: the page that asked, or their landing page.
 */
export function skipLoginLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { user } = await sessionOf(queryClient);
    const returnTo = new URL(request.url).searchParams.get(RETURN_TO_PARAMETER);
    if (user) throw redirect(afterLoginPath(user, returnTo));
    return null;
  };
}
