import { type MailContent, passwordChangedMail } from '#server/modules/mail/index.js';
import { FORGOT_PASSWORD_PAGE } from '#shared/constants.js';

/** The mail telling an owner their password changed now, by `how`, and where to act if not them. */
export function passwordChangedNotice(publicUrl: string, how: 'settings' | 'reset'): MailContent {
  return passwordChangedMail({
    changedAt: new Date(),
    how,
    forgotUrl: `${publicUrl}${FORGOT_PASSWORD_PAGE}`,
  });
}
