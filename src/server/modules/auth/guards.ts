import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '#server/db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '#server/lib/http-errors.js';
import { mayUse, rolesFor, STAFF_ROLE_LABELS, type StaffArea } from '#shared/staff-roles.js';

/** Spec section 6: the admin test ignores the case of acctype. */
export function isAdmin(user: Pick<UserRow, 'acctype'> | null | undefined): boolean {
  return user?.acctype.toLowerCase() === 'admin';
}

/** Whether the user is staff whose role opens any of the areas (decision 0064). */
export function isStaffFor(user: UserRow | null | undefined, ...areas: StaffArea[]): boolean {
  return isAdmin(user) && mayUse(user?.staffRole, ...areas);
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

function roleRefusal(areas: StaffArea[]): ForbiddenError {
  const roles = [...new Set(areas.flatMap(rolesFor))].map((role) => STAFF_ROLE_LABELS[role]);
  return new ForbiddenError(
    `Your staff role does not include this. Ask an owner: it is for ${roles.join(' or ')}.`,
    'outside_role',
  );
}

/** An admin whose role opens any of the areas: 401 without a login, 403 for everybody else. */
export async function requireStaff(
  request: FastifyRequest,
  ...areas: StaffArea[]
): Promise<UserRow> {
  const user = await requireAdmin(request);
  if (!mayUse(user.staffRole, ...areas)) throw roleRefusal(areas);
  return user;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff areas this admin route belongs to, when not the ones of its route file. */
    staffAreas?: StaffArea[];
  }
}

/**
 * The first hook of every admin route file, added at preValidation so a visitor, a customer or
 * staff of another role learns 401/403, not what a valid body looks like; the answers are nobody
 * else's to cache. A route of another area than its file's says so in `config.staffAreas`.
 */
export function staffOnly(...areas: StaffArea[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    reply.header('cache-control', 'no-store');
    await requireStaff(request, ...(request.routeOptions.config.staffAreas ?? areas));
  };
}

/** The same for a signed-in customer's own pages of data (profile, orders). */
export async function userOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
  await requireUser(request);
}
