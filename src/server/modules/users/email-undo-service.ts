import type { Database } from '#server/db/client.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { ConflictError, ValidationError } from '#server/lib/http-errors.js';
import { hashToken } from '#server/lib/tokens.js';
import {
  assertPasswordAllowed,
  endAccountSessions,
  hashPassword,
  passwordGuessThrottle,
  verifyPassword,
  voidPasswordResetLinks,
} from '#server/modules/auth/index.js';
import { lockUser } from './admin-repository.js';
import { voidEmailChangeRequests } from './email-change-request-repository.js';
import { EMAIL_LINK_FAILED_MESSAGE } from './email-change-service.js';
import { consumeEmailUndo, voidEmailUndos } from './email-undo-repository.js';
import { updateUser } from './repository.js';

export const UNDO_SAME_PASSWORD_MESSAGE =
  'Please choose a password other than the one you had: whoever changed the address may know it.';
export const EMAIL_UNDO_TAKEN_MESSAGE =
  'The old address now belongs to another account, so it cannot be given back. Please contact us.';

/**
 * Gives the account its old address back with a new password (whoever made the change may know
 * the old one, so it must differ from it), judged as registration judges it. In one transaction
 * it ends every session, voids every other undo link, pending change and reset link, and lifts the
 * address's guess lock. Returns the address given back.
 */
export async function undoEmailChange(
  db: Database,
  undo: { token: string; password: string },
  now: Date,
): Promise<string> {
  const passwordHash = await hashPassword(undo.password);
  try {
    return await db.transaction(async (tx) => {
      const reversal = await consumeEmailUndo(tx, hashToken(undo.token), now);
      const account = reversal && (await lockUser(tx, reversal.userId));
      if (!reversal || !account)
        throw new ValidationError(EMAIL_LINK_FAILED_MESSAGE, 'link_invalid');
      // Judged as the owner's, under the address it gets back; a refusal leaves the link unused.
      assertPasswordAllowed(undo.password, { email: reversal.oldEmail, name: account.name });
      if (await verifyPassword(account.passwordHash, undo.password)) {
        throw new ValidationError(UNDO_SAME_PASSWORD_MESSAGE);
      }
      const { userId, oldEmail } = reversal;
      await updateUser(tx, userId, { email: oldEmail, passwordHash, emailVerifiedAt: null });
      await voidEmailUndos(tx, userId);
      await voidEmailChangeRequests(tx, userId);
      await voidPasswordResetLinks(tx, userId);
      await endAccountSessions(tx, userId);
      // Proving the old mailbox is proof enough: the owner may log in at once, lock or not.
      await passwordGuessThrottle(tx, oldEmail).succeeded();
      return oldEmail;
    });
  } catch (error) {
    // Only an undo link mailed before addresses were reserved (migration 0019) can meet this.
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_UNDO_TAKEN_MESSAGE, 'email_taken');
    throw error;
  }
}
