import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '#server/lib/http-errors.js';

/** Spec section 6: the admin test ignores the case of acctype. */
export function isAdmin(user: Pick<UserRow, 'acctype'> | null | undefined): boolean {
  return user?.acctype.toLowerCase() === 'admin';
}

export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw new UnauthorizedError();
  return user;
}

/** The one guard for admin-only routes: 401 without a login, 403 for everybody else. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (!isAdmin(user)) throw new ForbiddenError('Admins only', 'admin_only');
  return user;
}

/**
 * The first hook of every admin-only route file, added at preValidation so a visitor or customer
 * learns 401/403, not what a valid body looks like; the answers are nobody else's to cache.
 */
export async function adminOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
  await requireAdmin(request);
}

/** The same for a signed-in customer's own pages of data (profile, orders). */
export async function userOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
  await requireUser(request);
}
