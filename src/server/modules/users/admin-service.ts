import type { Database, Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import {
  ConflictError,
  ForbiddenError,
  HttpError,
  NotFoundError,
} from '#server/lib/http-errors.js';
import { type AuditFields, recordAudit } from '#server/modules/audit/index.js';
import { DUPLICATE_EMAIL_MESSAGE, endAccountSessions } from '#server/modules/auth/index.js';
import type { AdminUser, ListUsersQuery, UpdateUserRequest } from '#shared/schemas/users.js';
import { deleteUser, findUsers, lockActiveAdminIds, lockUser } from './admin-repository.js';
import { toProfile } from './profile-service.js';
import { updateUser } from './repository.js';

/** How a change would take an active admin away. */
type AdminLoss = 'demote' | 'ban' | 'delete';

const SELF_MESSAGES: Record<AdminLoss, string> = {
  demote: 'You cannot remove the admin role from your own account.',
  ban: 'You cannot ban your own account.',
  delete: 'You cannot delete your own account.',
};

const LAST_ADMIN_MESSAGES: Record<AdminLoss, string> = {
  demote: 'The last admin cannot be demoted: the shop must keep at least one admin.',
  ban: 'The last admin cannot be banned: the shop must keep at least one admin.',
  delete: 'The last admin cannot be deleted: the shop must keep at least one admin.',
};

export function toAdminUser(user: UserRow): AdminUser {
  return {
    ...toProfile(user),
    acctype: user.acctype,
    banned: user.banned,
    created_at: user.createdAt.toISOString(),
    stripe_customer_id: user.stripeCustomerId,
    login_attempts: user.loginAttempts,
  };
}

export function listUsers(db: Database, query: ListUsersQuery): Promise<UserRow[]> {
  return findUsers(db, {
    includeBanned: query.includeBanned === '1',
    search: query.q,
    limit: query.limit,
    offset: query.offset,
  });
}

function found(user: UserRow | undefined): UserRow {
  if (!user) throw new NotFoundError('User not found');
  return user;
}

function assertAllowed(
  actor: UserRow,
  target: UserRow,
  activeAdminIds: number[],
  loss: AdminLoss | null,
): void {
  // Only a change that takes an active admin away can break the self and last-admin rules.
  if (loss && activeAdminIds.includes(target.id)) {
    if (target.id === actor.id) throw new ForbiddenError(SELF_MESSAGES[loss]);
    if (activeAdminIds.length === 1)
      throw new HttpError(409, LAST_ADMIN_MESSAGES[loss], 'last_admin');
  }
  // The route checked the actor when the request began; a concurrent change may have demoted or
  // banned them since. Checked after the last-admin rule, whose message says more in that race.
  if (!activeAdminIds.includes(actor.id)) throw new ForbiddenError('Admins only', 'admin_only');
}

/** A user's fields as the trail shows them, named as the user form names them. */
function userFields(user: UserRow): AuditFields {
  return { Name: user.name, Email: user.email, Role: user.acctype, Banned: user.banned };
}

/**
 * Runs one change in one transaction: the active admins' rows and the target's are locked first,
 * so two admins acting at once are put in a queue and the rules see what the other one did. The
 * change is recorded in the audit trail in the same transaction (`write` gives null for a delete).
 */
function changeUser<T extends UserRow | null>(
  db: Database,
  actor: UserRow,
  id: number,
  lossOf: (target: UserRow) => AdminLoss | null,
  write: (tx: Executor, target: UserRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const activeAdminIds = await lockActiveAdminIds(tx);
    const target = found(await lockUser(tx, id));
    assertAllowed(actor, target, activeAdminIds, lossOf(target));
    const after = await write(tx, target);
    await recordAudit(tx, {
      actor,
      entityType: 'user',
      entityId: target.id,
      entityLabel: after?.email ?? target.email,
      action: after ? 'updated' : 'deleted',
      before: userFields(target),
      after: after && userFields(after),
    });
    return after;
  });
}

/**
 * A new role or a ban ends all the user's sessions: they log in again with the new rights, or
 * cannot log in at all. An unban leaves the sessions alone (the ban already ended them).
 */
async function writeUser(
  tx: Executor,
  target: UserRow,
  changes: Partial<Pick<UserRow, 'name' | 'email' | 'acctype' | 'banned'>>,
): Promise<UserRow> {
  const user = found(await updateUser(tx, target.id, changes));
  if (user.acctype !== target.acctype || (user.banned && !target.banned)) {
    await endAccountSessions(tx, user.id);
  }
  return user;
}

export async function editUser(
  db: Database,
  actor: UserRow,
  id: number,
  edit: UpdateUserRequest,
): Promise<UserRow> {
  try {
    return await changeUser(
      db,
      actor,
      id,
      (target) => {
        if (edit.banned ?? target.banned) return 'ban';
        return edit.role === 'admin' ? null : 'demote';
      },
      (tx, target) =>
        writeUser(tx, target, {
          name: edit.name,
          email: edit.email,
          acctype: edit.role,
          ...(edit.banned === undefined ? {} : { banned: edit.banned }),
        }),
    );
  } catch (error) {
    // The unique index on e-mail decides, so two edits at once cannot both take an address.
    if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE, 'email_taken');
    throw error;
  }
}

export function setUserBanned(
  db: Database,
  actor: UserRow,
  id: number,
  banned: boolean,
): Promise<UserRow> {
  return changeUser(
    db,
    actor,
    id,
    () => (banned ? 'ban' : null),
    (tx, target) => writeUser(tx, target, { banned }),
  );
}

export async function deleteUserAccount(db: Database, actor: UserRow, id: number): Promise<void> {
  await changeUser(
    db,
    actor,
    id,
    () => 'delete',
    // Sessions and reset links go with the row (ON DELETE CASCADE). Orders must stay for the
    // shop's books: the orders migration makes orders.user_id ON DELETE SET NULL.
    async (tx, target) => {
      await deleteUser(tx, target.id);
      return null;
    },
  );
}
