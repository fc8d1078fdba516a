import type { MailContent } from '#server/modules/mail/index.js';
import { lineTitle } from '#shared/line-title.js';
import { formatCents } from '#shared/money.js';
import type { StaffSaleQuote } from '#shared/schemas/staff-sale.js';
import { shopInfo } from '#shared/shop-info.js';
import { formatDateTime } from '#shared/time.js';

/**
 * The payment link staff send (decision 0067): what the customer is buying at which price, and
 * the button to the provider's page. The link itself is the only key to that page, so the mail is
 * the one place it is written to (sealed in the outbox, never logged).
 */
export function paymentLinkMail(input: {
  name: string;
  where: string;
  quote: StaffSaleQuote;
  url: string;
  expiresAt: Date;
}): MailContent {
  const { quote } = input;
  const until = formatDateTime(input.expiresAt);
  return {
    subject: `Your ${shopInfo.name} order: pay securely online`,
    layout: {
      preview: `Pay ${formatCents(quote.totalCents)} by ${until} to confirm your order.`,
      heading: `Hello ${input.name}, your order is ready to pay`,
      paragraphs: [
        `We prepared this order with you ${input.where}. The items are held for you until ${until}; pay on the secure payment page to confirm it.`,
        'Your order is placed once the payment goes through, and we mail you its confirmation and tax invoice then.',
      ],
      lines: quote.lines.map((line) => ({
        label: `${line.quantity} × ${lineTitle(line)}`,
        amount: formatCents(line.lineCents),
      })),
      totals: [
        ...(quote.discountCents > 0
          ? [
              {
                label: `Voucher ${quote.voucherCode ?? ''}`.trim(),
                amount: `−${formatCents(quote.discountCents)}`,
              },
            ]
          : []),
        { label: 'Total (GST included)', amount: formatCents(quote.totalCents), strong: true },
      ],
      action: { label: 'Pay now', url: input.url },
      closing: [
        `After ${until} the link no longer works and the items go back on sale; call us on ${shopInfo.contactPhone} for a new one.`,
      ],
      footer: `You get this mail because you asked ${shopInfo.name} staff for this order.`,
    },
  };
}
