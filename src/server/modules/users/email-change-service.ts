import type { Database } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { ConflictError, HttpError, ValidationError } from '#server/lib/http-errors.js';
import { hashToken, randomToken } from '#server/lib/tokens.js';
import {
  DUPLICATE_EMAIL_MESSAGE,
  deleteUserSessions,
  voidResetTokens,
} from '#server/modules/auth/index.js';
import type { Mailer } from '#server/modules/mail/index.js';
import { EMAIL_UNDO_LINK_DAYS, emailChangedMail } from '#server/modules/mail/index.js';
import { pagePaths } from '#shared/paths.js';
import { consumeEmailUndo, insertEmailUndo, voidEmailUndos } from './email-undo-repository.js';
import { findUserByEmail, updateUser } from './repository.js';

const UNDO_LINK_MS = EMAIL_UNDO_LINK_DAYS * 24 * 60 * 60 * 1000;
export const EMAIL_UNDO_FAILED_MESSAGE =
  'This link is not valid: it may have been used already or have expired.';
export const EMAIL_UNDO_TAKEN_MESSAGE =
  'The old address now belongs to another account, so it cannot be given back. Please contact us.';

export interface AccountMail {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Changes the e-mail and, in the same transaction, mails the old address what changed and a link
 * that undoes it: someone holding a stolen session cannot quietly take the account's mail over.
 */
export async function changeEmail(
  { db, mailer, publicUrl }: AccountMail,
  user: UserRow,
  email: string,
): Promise<UserRow> {
  if (email === user.email) return user;
  const owner = await findUserByEmail(db, email);
  if (owner) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
  const token = randomToken();
  try {
    return await db.transaction(async (tx) => {
      const changed = await updateUser(tx, user.id, { email });
      if (!changed) throw new HttpError(404, 'Account not found');
      const changedAt = new Date();
      await insertEmailUndo(tx, {
        userId: user.id,
        oldEmail: user.email,
        newEmail: email,
        tokenHash: hashToken(token),
        expiresAt: new Date(changedAt.getTime() + UNDO_LINK_MS),
      });
      const undoUrl = `${publicUrl}${pagePaths.undoEmailChange}?token=${encodeURIComponent(token)}`;
      const mail = emailChangedMail({ oldEmail: user.email, newEmail: email, changedAt, undoUrl });
      await mailer.enqueue({ to: user.email, ...mail }, tx);
      return changed;
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_EMAIL_MESSAGE);
    throw error;
  }
}

/**
 * Gives the account its old address back, ends every session on it and voids every other undo
 * link and every reset link (an intruder may have asked one to the address they set). Returns the
 * address given back.
 */
export async function undoEmailChange(db: Database, token: string): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const undo = await consumeEmailUndo(tx, hashToken(token));
      if (!undo) throw new ValidationError(EMAIL_UNDO_FAILED_MESSAGE);
      const holder = await findUserByEmail(tx, undo.oldEmail);
      if (holder && holder.id !== undo.userId) {
        throw new ConflictError(EMAIL_UNDO_TAKEN_MESSAGE);
      }
      await updateUser(tx, undo.userId, { email: undo.oldEmail });
      await voidEmailUndos(tx, undo.userId);
      await voidResetTokens(tx, undo.userId);
      await deleteUserSessions(tx, undo.userId);
      return undo.oldEmail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(EMAIL_UNDO_TAKEN_MESSAGE);
    throw error;
  }
}
