import type { CheckoutSessionLineRow, CheckoutSessionRow } from '#server/db/schema/index.js';
import type { MailContent } from '#server/modules/mail/index.js';
import { lineTitle } from '#shared/line-title.js';
import { formatCents } from '#shared/money.js';
import { shopInfo } from '#shared/shop-info.js';

export interface PaymentFailedMailInput {
  session: Pick<CheckoutSessionRow, 'discountCents' | 'voucherCode' | 'totalCents'>;
  lines: Pick<CheckoutSessionLineRow, 'name' | 'sizeLabel' | 'qty' | 'unitPriceCents'>[];
  /** The shop with the shopper's bag, as it was before paying. */
  bagUrl: string;
}

/**
 * A payment that was under way (PayNow, GrabPay) and failed at the bank or wallet: nothing was
 * charged, no order exists, and the bag is still there to try again.
 */
export function paymentFailedMail(input: PaymentFailedMailInput): MailContent {
  const total = formatCents(input.session.totalCents);
  return {
    subject: `Your payment to ${shopInfo.name} did not go through`,
    layout: {
      preview: `Your payment of ${total} did not go through. Nothing was charged.`,
      heading: 'Your payment did not go through',
      paragraphs: [
        `Your bank or wallet did not confirm your payment of ${total}, so nothing was charged and no order was placed.`,
        'Your bag is still there: you can pay again, with the same or another payment method.',
      ],
      lines: input.lines.map((line) => ({
        label: `${line.qty} × ${lineTitle(line)}`,
        amount: formatCents(line.unitPriceCents * line.qty),
      })),
      totals: [
        ...(input.session.discountCents > 0
          ? [
              {
                label: `Voucher${input.session.voucherCode ? ` ${input.session.voucherCode}` : ''}`,
                amount: `−${formatCents(input.session.discountCents)}`,
              },
            ]
          : []),
        { label: 'Not charged', amount: total, strong: true },
      ],
      action: { label: 'Back to your bag', url: input.bagUrl },
      closing: [
        `Trouble paying? Call or write to us: ${shopInfo.contactPhone} or ${shopInfo.contactEmail}.`,
      ],
      footer: `You get this mail because you started a payment at the ${shopInfo.name} shop.`,
    },
  };
}
