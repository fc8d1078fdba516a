import { pagePaths } from '#shared/paths.js';
import type { SessionUser } from '#shared/schemas/auth.js';
import { isAdmin } from '../lib/roles';

export interface AccountLink {
  label: string;
  to: string;
}

/** The My Account entries of spec section 2, in order; Log Out is a button, not a link. */
export function accountLinksFor(user: SessionUser): AccountLink[] {
  return [
    ...(isAdmin(user) ? [{ label: 'Admin', to: pagePaths.admin }] : []),
    { label: 'View Profile', to: pagePaths.settings },
    { label: 'My Orders', to: pagePaths.orders },
  ];
}
