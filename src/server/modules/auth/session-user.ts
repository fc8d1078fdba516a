import type { UserRow } from '#server/db/schema/index.js';
import type { SessionUser } from '#shared/schemas/auth.js';

/** What the browser learns of the logged-in user: never the hash or the counters. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    userid: user.userid,
    email: user.email,
    name: user.name,
    acctype: user.acctype,
    staffRole: user.staffRole,
  };
}
