import type { CurrentSession } from '#server/modules/auth/index.js';
import type { CartOwner } from './repository.js';

/** A customer's bag follows the account; a visitor's lives on their anonymous session. */
export function cartOwnerOf(session: CurrentSession): CartOwner {
  return session.user ? { userId: session.user.id } : { sessionIdHash: session.idHash };
}
