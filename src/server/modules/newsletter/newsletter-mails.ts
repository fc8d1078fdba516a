import type { MailContent, MailUnsubscribe } from '#server/modules/mail/index.js';
import { NEWSLETTER_PENDING_DAYS } from '#shared/newsletter.js';
import { shopInfo } from '#shared/shop-info.js';

/**
 * The mail that asks an address to confirm its sign-up (double opt-in). It is already a list
 * mail: its unsubscribe link and RFC 8058 headers let the reader say no in one click.
 */
export function confirmSignUpMail(confirmUrl: string, unsubscribe: MailUnsubscribe): MailContent {
  const first = `Please confirm that you want the ${shopInfo.name} newsletter at this address.`;
  return {
    subject: `Confirm your ${shopInfo.name} newsletter sign-up`,
    layout: {
      preview: first,
      heading: 'Confirm your sign-up',
      paragraphs: [
        first,
        `Press the button on the page the link opens. Until then we send you nothing else, and if you do not confirm within ${NEWSLETTER_PENDING_DAYS} days we delete the address.`,
        'If you did not sign up, ignore this mail.',
      ],
      action: { label: 'Confirm my sign-up', url: confirmUrl },
      footer: `You get this mail because this address was entered in the newsletter form of ${shopInfo.name}.`,
      unsubscribe,
    },
  };
}
