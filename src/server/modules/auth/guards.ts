import type { FastifyRequest } from 'fastify';
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
  if (!isAdmin(user)) throw new ForbiddenError('Admins only');
  return user;
}
