import type { MailContent, MailUnsubscribe } from '#server/modules/mail/index.js';
import { shopInfo } from '#shared/shop-info.js';

/** What a mail says of the size: "Cloud Nine in Queen 152x190". */
export interface AlertedSize {
  productName: string;
  size: string;
}

const footer = (what: AlertedSize) =>
  `You get this mail because this address asked ${shopInfo.name} to say when ${what.productName} in ${what.size} is back in stock.`;

/**
 * The mail that says an alert is recorded: the address learns it was entered, and has its way
 * out before the size is back.
 */
export function alertRecordedMail(what: AlertedSize, unsubscribe: MailUnsubscribe): MailContent {
  const first = `We will e-mail you once when ${what.productName} in ${what.size} is back in stock.`;
  return {
    subject: `We will tell you when ${what.productName} is back`,
    layout: {
      preview: first,
      heading: 'Your back-in-stock alert',
      paragraphs: [
        first,
        'That is the only mail it sends. If you did not ask for it, press Unsubscribe below.',
      ],
      footer: footer(what),
      unsubscribe,
    },
  };
}

/** The one mail an alert sends: the size is back, with the way to the product. */
export function backInStockMail(
  what: AlertedSize,
  productUrl: string,
  unsubscribe: MailUnsubscribe,
): MailContent {
  const first = `${what.productName} in ${what.size} is back in stock.`;
  return {
    subject: `Back in stock: ${what.productName} in ${what.size}`,
    layout: {
      preview: first,
      heading: 'It is back in stock',
      paragraphs: [
        first,
        'Stock is not held for you: the first to order get it. This is the only mail about this alert.',
      ],
      action: { label: 'See it in the shop', url: productUrl },
      footer: footer(what),
      unsubscribe,
    },
  };
}
