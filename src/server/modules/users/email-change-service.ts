import type { UserRow } from '#server/db/schema/index.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { ConflictError, ValidationError } from '#server/lib/http-errors.js';
import { hashToken, randomToken } from '#server/lib/tokens.js';
import { voidPasswordResetLinks } from '#server/modules/auth/index.js';
import {
  confirmNewEmailMail,
  EMAIL_CONFIRM_LINK_HOURS,
  EMAIL_UNDO_LINK_DAYS,
  emailChangeAskedMail,
  emailChangedMail,
  emailInUseMail,
} from '#server/modules/mail/index.js';
import { confirmEmailChangePath, pagePaths, undoEmailChangePath } from '#shared/paths.js';
import type { AccountMail } from './account-mail.js';
import { lockUser } from './admin-repository.js';
import { assertCurrentPassword } from './current-password.js';
import {
  consumeEmailChangeRequest,
  insertEmailChangeRequest,
  voidEmailChangeRequests,
} from './email-change-request-repository.js';
import { insertEmailUndo } from './email-undo-repository.js';
import { findUserByEmail, updateUser } from './repository.js';

const HOUR_MS = 60 * 60 * 1000;
export const EMAIL_UNCHANGED_MESSAGE = 'This is already your e-mail address.';
export const EMAIL_LINK_FAILED_MESSAGE =
  'This link is not valid: it may have been used already, replaced by a newer one, or have expired.';
export const EMAIL_CONFIRM_TAKEN_MESSAGE =
  "This address belongs to another account now, so it cannot become this account's e-mail.";

/** The answer to every accepted request, whether or not the new address has an account. */
export function emailChangeAskedMessage(oldEmail: string, newEmail: string): string {
  return `We sent a link to ${newEmail}. Your e-mail address changes when you open it, within ${EMAIL_CONFIRM_LINK_HOURS} hours; until then you log in with ${oldEmail}.`;
}

/**
 * Asks for an e-mail change (decision 37): the current password first, then the new address gets
 * the link that makes the change, or, if it already has an account, a mail saying so. The caller
 * learns nothing either way; the account's address is told in both cases. Only the newest request
 * of an account counts.
 */
export async function requestEmailChange(
  { db, mailer, publicUrl, clock }: AccountMail,
  user: UserRow,
  change: { email: string; currentPassword: string },
): Promise<void> {
  if (change.email === user.email) throw new ValidationError(EMAIL_UNCHANGED_MESSAGE);
  await assertCurrentPassword(db, user, change.currentPassword);
  const holder = await findUserByEmail(db, change.email);
  const token = randomToken();
  const at = clock.now();
  const forgotUrl = `${publicUrl}${pagePaths.forgotPassword}`;
  await db.transaction(async (tx) => {
    await voidEmailChangeRequests(tx, user.id);
    if (holder) {
      const loginUrl = `${publicUrl}${pagePaths.login}`;
      await mailer.enqueue({ to: change.email, ...emailInUseMail({ loginUrl, forgotUrl }) }, tx);
    } else {
      await insertEmailChangeRequest(tx, {
        userId: user.id,
        newEmail: change.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(at.getTime() + EMAIL_CONFIRM_LINK_HOURS * HOUR_MS),
      });
      const confirmUrl = `${publicUrl}${confirmEmailChangePath(token)}`;
      await mailer.enqueue({ to: change.email, ...confirmNewEmailMail({ confirmUrl }) }, tx);
    }
    const asked = { oldEmail: user.email, newEmail: change.email, at, forgotUrl };
    await mailer.enqueue({ to: user.email, ...emailChangeAskedMail(asked) }, tx);
  });
}

/**
 * Makes the change a confirmation link asked for, in one transaction: the old address is reserved
 * for the owner's undo first (the undo row; the database refuses it to every other account while
 * the link lives), then the account takes the new one, every other pending change and reset link
 * is voided and the old address gets the undo link. Returns the new address.
 */
export async function confirmEmailChange(
  { db, mailer, publicUrl, clock }: AccountMail,
  token: string,
): Promise<string> {
  const undoToken = randomToken();
  try {
    return await db.transaction(async (tx) => {
      const at = clock.now();
      const request = await consumeEmailChangeRequest(tx, hashToken(token), at);
      const user = request && (await lockUser(tx, request.userId));
      if (!request || !user) throw new ValidationError(EMAIL_LINK_FAILED_MESSAGE, 'link_invalid');
      await insertEmailUndo(tx, {
        userId: user.id,
        oldEmail: user.email,
        newEmail: request.newEmail,
        tokenHash: hashToken(undoToken),
        expiresAt: new Date(at.getTime() + EMAIL_UNDO_LINK_DAYS * 24 * HOUR_MS),
      });
      // A new address is unproven for guest orders until its own link (decision 0066).
      await updateUser(tx, user.id, { email: request.newEmail, emailVerifiedAt: null });
      await voidEmailChangeRequests(tx, user.id);
      await voidPasswordResetLinks(tx, user.id);
      const undoUrl = `${publicUrl}${undoEmailChangePath(undoToken)}`;
      const changed = { oldEmail: user.email, newEmail: request.newEmail, at, undoUrl };
      await mailer.enqueue({ to: user.email, ...emailChangedMail(changed) }, tx);
      return request.newEmail;
    });
  } catch (error) {
    // The address was registered, or reserved by another account's undo, since the request.
    if (isUniqueViolation(error))
      throw new ConflictError(EMAIL_CONFIRM_TAKEN_MESSAGE, 'email_taken');
    throw error;
  }
}
