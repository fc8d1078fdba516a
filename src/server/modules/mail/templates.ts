import { shopInfo } from '#shared/shop-info.js';
import { SHOP_TIME_ZONE } from '#shared/time.js';
import type { MailContent } from './layout.js';

/** The accounts code makes reset tokens last this long, so the mail tells the truth. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

export function passwordResetMail({ resetUrl }: { resetUrl: string }): MailContent {
  return {
    subject: `Reset your ${shopInfo.name} password`,
    layout: {
      heading: 'Reset your password',
      paragraphs: [
        `Someone, hopefully you, asked to reset the password of your ${shopInfo.name} account.`,
        `Choose a new password with the link below. It works once and expires in ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: resetUrl },
      footer: `You get this mail because a password reset was asked for on the ${shopInfo.name} shop.`,
    },
  };
}

const singaporeTime = new Intl.DateTimeFormat('en-SG', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "24 November 2026 at 3:04 pm (Singapore time)": when a change to an account happened. */
export function accountChangeTime(date: Date): string {
  return `${singaporeTime.format(date)} (Singapore time)`;
}

/** To the owner after a change in settings or a reset: if it was not them, where to act. */
export function passwordChangedMail(notice: {
  changedAt: Date;
  how: 'settings' | 'reset';
  forgotUrl: string;
}): MailContent {
  const how = notice.how === 'settings' ? 'in your account settings' : 'with a password reset link';
  return {
    subject: `The password of your ${shopInfo.name} account was changed`,
    layout: {
      heading: 'Your password was changed',
      paragraphs: [
        `On ${accountChangeTime(notice.changedAt)} the password of your ${shopInfo.name} account was changed ${how}.`,
        'If you made this change, there is nothing to do.',
        `If you did not, someone else may be using your account: choose a new password now with the link below, and contact us at ${shopInfo.contactEmail}.`,
      ],
      action: { label: 'Choose a new password', url: notice.forgotUrl },
      footer: `You get this mail because the password of your ${shopInfo.name} account changed.`,
    },
  };
}
