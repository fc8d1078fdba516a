import { pagePaths, safeReturnPath } from '#shared/paths.js';
import type { SessionUser } from '#shared/schemas/auth.js';

/** Spec section 6: the admin test ignores the case of acctype. */
export function isAdmin(user: Pick<SessionUser, 'acctype'> | null | undefined): boolean {
  return user?.acctype.toLowerCase() === 'admin';
}

/** Where a login lands (spec section 2, Login): admins on their dashboard, everyone else home. */
export function landingPathFor(user: Pick<SessionUser, 'acctype'>): string {
  return isAdmin(user) ? pagePaths.admin : pagePaths.home;
}

/**
 * Where a login or registration goes: back to the page that asked for it (issue 15), when that is
 * a page of this shop, else where a login lands.
 */
export function afterLoginPath(
  user: Pick<SessionUser, 'acctype'>,
  returnTo: string | null,
): string {
  return safeReturnPath(returnTo) ?? landingPathFor(user);
}
