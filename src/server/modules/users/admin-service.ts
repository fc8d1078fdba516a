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
import { STAFF_ROLE_LABELS, type StaffRole } from '#shared/staff-roles.js';
import { type AccountErasure, eraseAccount } from './account-erasure.js';
import { findUsers, lockActiveOwnerIds, lockUser } from './admin-repository.js';
import { toProfile } from './profile-service.js';
import { updateUser } from './repository.js';

/**
 * How a change would take an active owner away. Only owners manage accounts (decision 0064), so
 * keeping one owner also keeps one admin, and somebody who can give the roles back.
 */
type OwnerLoss = 'demote' | 'ban' | 'delete';

const SELF_MESSAGES: Record<OwnerLoss, string> = {
  demote: 'You cannot remove the owner role from your own account.',
  ban: 'You cannot ban your own account.',
  delete: 'You cannot delete your own account.',
};

const LAST_OWNER_MESSAGES: Record<OwnerLoss, string> = {
  demote: 'The last owner cannot be demoted: the shop must keep at least one owner.',
  ban: 'The last owner cannot be banned: the shop must keep at least one owner.',
  delete: 'The last owner cannot be deleted: the shop must keep at least one owner.',
};

export function toAdminUser(user: UserRow): AdminUser {
  return {
    ...toProfile(user),
    acctype: user.acctype,
    staff_role: user.staffRole,
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
  activeOwnerIds: number[],
  loss: OwnerLoss | null,
): void {
  // Only a change that takes an active owner away can break the self and last-owner rules.
  if (loss && activeOwnerIds.includes(target.id)) {
    if (target.id === actor.id) throw new ForbiddenError(SELF_MESSAGES[loss]);
    if (activeOwnerIds.length === 1)
      throw new HttpError(409, LAST_OWNER_MESSAGES[loss], 'last_owner');
  }
  // The route checked the actor when the request began; a concurrent change may have demoted or
  // banned them since. Checked after the last-owner rule, whose message says more in that race.
  if (!activeOwnerIds.includes(actor.id)) {
    throw new ForbiddenError('Only an owner can change accounts.', 'outside_role');
  }
}

/** A user's fields as the trail shows them, named as the user form names them. */
function userFields(user: UserRow): AuditFields {
  return {
    Name: user.name,
    Email: user.email,
    Role: user.acctype,
    'Staff role': user.staffRole && STAFF_ROLE_LABELS[user.staffRole],
    Banned: user.banned,
  };
}

/**
 * Runs one change in one transaction: the active owners' rows and the target's are locked first,
 * so two admins acting at once are put in a queue and the rules see what the other one did. The
 * change is recorded in the audit trail in the same transaction (`write` gives null for a delete).
 */
function changeUser<T extends UserRow | null>(
  db: Database,
  actor: UserRow,
  id: number,
  lossOf: (target: UserRow) => OwnerLoss | null,
  write: (tx: Executor, target: UserRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const activeOwnerIds = await lockActiveOwnerIds(tx);
    const target = found(await lockUser(tx, id));
    assertAllowed(actor, target, activeOwnerIds, lossOf(target));
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
 * A new role (or staff role) or a ban ends all the user's sessions: they log in again with the new rights, or
 * cannot log in at all. An unban leaves the sessions alone (the ban already ended them).
 */
async function writeUser(
  tx: Executor,
  target: UserRow,
  changes: Partial<Pick<UserRow, 'name' | 'email' | 'acctype' | 'staffRole' | 'banned'>>,
): Promise<UserRow> {
  // An address staff type in is unproven: guest orders wait for the owner's link (decision 0066).
  const newAddress = changes.email !== undefined && changes.email !== target.email;
  const user = found(
    await updateUser(tx, target.id, newAddress ? { ...changes, emailVerifiedAt: null } : changes),
  );
  const newRights = user.acctype !== target.acctype || user.staffRole !== target.staffRole;
  if (newRights || (user.banned && !target.banned)) {
    await endAccountSessions(tx, user.id);
  }
  return user;
}

/**
 * The staff role an edit leaves: none for a customer; the one sent; else the one the admin had;
 * else owner, the spec's admin, for an account made admin by a caller that knows no roles.
 */
function staffRoleAfter(edit: UpdateUserRequest, target: UserRow): StaffRole | null {
  if (edit.role !== 'admin') return null;
  return edit.staffRole ?? target.staffRole ?? 'owner';
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
        return staffRoleAfter(edit, target) === 'owner' ? null : 'demote';
      },
      (tx, target) =>
        writeUser(tx, target, {
          name: edit.name,
          email: edit.email,
          acctype: edit.role,
          staffRole: staffRoleAfter(edit, target),
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

/**
 * Staff's delete (the spec's user management, or a customer's request by phone): the same erasure
 * as the holder's own in Settings (decision 0075), except that orders still under way are kept as
 * they are for their delivery instead of refusing; audited by changeUser.
 */
export async function deleteUserAccount(
  db: Database,
  actor: UserRow,
  id: number,
  erasure: AccountErasure,
): Promise<void> {
  await changeUser(
    db,
    actor,
    id,
    () => 'delete',
    async (tx, target) => {
      await eraseAccount(tx, target, erasure, 'keep');
      return null;
    },
  );
}
