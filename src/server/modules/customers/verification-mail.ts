import type { MailContent } from '#server/modules/mail/index.js';
import { shopInfo } from '#shared/shop-info.js';

export const VERIFICATION_LINK_HOURS = 24;

/** The link proving the account's owner reads its address, which brings guest orders in. */
export function verifyEmailMail({ verifyUrl }: { verifyUrl: string }): MailContent {
  return {
    subject: `Confirm your e-mail address for ${shopInfo.name}`,
    layout: {
      heading: 'Confirm your e-mail address',
      paragraphs: [
        `You asked to confirm that this address is yours, so that orders placed with it without logging in appear in your ${shopInfo.name} account.`,
        `Press the button on the page the link opens. The link works once and expires in ${VERIFICATION_LINK_HOURS} hours.`,
        'If you did not ask for this, ignore this mail: nothing changes.',
      ],
      action: { label: 'Confirm my address', url: verifyUrl },
      footer: `You get this mail because it was asked for in a ${shopInfo.name} account with this address.`,
    },
  };
}
