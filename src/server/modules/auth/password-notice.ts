import { type MailContent, passwordChangedMail } from '#server/modules/mail/index.js';
import { FORGOT_PASSWORD_PAGE } from '#shared/constants.js';

/** The mail telling an owner their password changed at `changedAt`, by `how`, and where to act if not them. */
export function passwordChangedNotice(
  publicUrl: string,
  how: 'settings' | 'reset',
  changedAt: Date,
): MailContent {
  return passwordChangedMail({
    changedAt,
    how,
    forgotUrl: `${publicUrl}${FORGOT_PASSWORD_PAGE}`,
  });
}
