import type { OrderItemRow, OrderRow } from '#server/db/schema/index.js';
import type { MailAmount, MailContent, MailDetail } from '#server/modules/mail/index.js';
import { isMailedStatus, type MailedStatus, type OrderStatus } from '#shared/constants.js';
import { bookedDelivery } from '#shared/delivery.js';
import { lineTitle } from '#shared/line-title.js';
import { formatCents } from '#shared/money.js';
import { paymentMethodLabel } from '#shared/payment-methods.js';
import { shopInfo } from '#shared/shop-info.js';
import { paymentMethodOfOrder } from './payment-method.js';
import { shippingAddress } from './shipping-address.js';

type MailedItem = Pick<OrderItemRow, 'name' | 'sizeLabel' | 'qty' | 'unitPriceCents'>;

/** What every order mail is about, and where its buttons go (absolute URLs with the capability). */
export interface OrderMailInput {
  order: OrderRow;
  items: MailedItem[];
  /** The order's read-only page for whoever holds the mail (decision 0033). */
  trackingUrl: string;
  receiptUrl: string;
}

/** The booked delivery date and window in words, when the order has one (issue 15). */
export const slotOf = (order: OrderRow) =>
  bookedDelivery(order.phone, order.deliveryDate, order.deliveryWindow).slot;

const ONE_DAY_AHEAD = 'We confirm the delivery window with you one day ahead.';
export const FOOTER = `You get this mail because you placed an order at the ${shopInfo.name} shop.`;
export const contact = `${shopInfo.contactPhone} or ${shopInfo.contactEmail}`;

export function orderLines(items: MailedItem[]): MailAmount[] {
  return items.map((item) => ({
    label: `${item.qty} × ${lineTitle(item)}`,
    amount: formatCents(item.unitPriceCents * item.qty),
  }));
}

function orderTotals(order: OrderRow): MailAmount[] {
  return [
    { label: 'Subtotal', amount: formatCents(order.subtotalCents) },
    ...(order.discountCents > 0
      ? [
          {
            label: `Voucher${order.voucherCode ? ` ${order.voucherCode}` : ''}`,
            amount: `−${formatCents(order.discountCents)}`,
          },
        ]
      : []),
    {
      label: `Total paid (${order.currency}, GST included)`,
      amount: formatCents(order.totalCents),
      strong: true,
    },
  ];
}

/** The booked slot when there is one, else the estimate; and where it goes. */
export function deliveryDetails(input: OrderMailInput): MailDetail[] {
  const slot = slotOf(input.order);
  const when: MailDetail = slot
    ? { label: 'Delivery slot', value: slot }
    : { label: 'Estimated delivery', value: input.order.eta };
  const phone = input.order.phone;
  return [
    when,
    { label: 'Delivery address', value: shippingAddress(input.order) },
    ...(phone ? [{ label: 'Phone', value: phone }] : []),
  ];
}

export const orderDetail = (order: OrderRow): MailDetail => ({
  label: 'Order',
  value: `#${order.id}`,
});

/** How the order was paid, when the provider told (older orders have no method recorded). */
function paidByDetails(order: OrderRow): MailDetail[] {
  const method = paymentMethodOfOrder(order);
  return method ? [{ label: 'Paid by', value: paymentMethodLabel(method) }] : [];
}

const buttons = (input: OrderMailInput) => ({
  action: { label: 'View order & tracking', url: input.trackingUrl },
  secondaryAction: { label: 'Download tax invoice', url: input.receiptUrl },
});

/** The order confirmation (issue 6): order ID, lines, totals, address, delivery, receipt. */
export function orderConfirmationMail(input: OrderMailInput): MailContent {
  const { order } = input;
  return {
    subject: `Your ${shopInfo.name} order #${order.id} is confirmed`,
    layout: {
      preview: `We have received your payment of ${formatCents(order.totalCents)}.`,
      heading: `Thank you! Order #${order.id} is confirmed.`,
      paragraphs: [
        `We have received your payment for order #${order.id}. Your tax invoice is attached as a PDF.`,
        ONE_DAY_AHEAD,
      ],
      details: [orderDetail(order), ...paidByDetails(order), ...deliveryDetails(input)],
      lines: orderLines(input.items),
      totals: orderTotals(order),
      ...buttons(input),
      closing: [`Questions about your order? Call or write to us: ${contact}.`],
      footer: FOOTER,
    },
  };
}

function processingMail(input: OrderMailInput): MailContent {
  const { order } = input;
  const slot = slotOf(order);
  const when = slot ? `your delivery slot is ${slot}` : `the estimated delivery is ${order.eta}`;
  return {
    subject: `Your ${shopInfo.name} order #${order.id} is being prepared`,
    layout: {
      preview: `Order #${order.id} is being prepared; ${when}.`,
      heading: `Order #${order.id} is being prepared`,
      paragraphs: [
        `Good news: your order #${order.id} is being prepared; ${when}.`,
        `${ONE_DAY_AHEAD} Please make sure someone is home to receive it.`,
      ],
      details: [orderDetail(order), ...deliveryDetails(input)],
      lines: orderLines(input.items),
      ...buttons(input),
      closing: [`Need another date or address? Call or write to us: ${contact}.`],
      footer: FOOTER,
    },
  };
}

function refusedMail(input: OrderMailInput): MailContent {
  const { order } = input;
  return {
    subject: `Your ${shopInfo.name} order #${order.id} could not go ahead`,
    layout: {
      preview: `We are sorry: order #${order.id} could not go ahead.`,
      heading: `Order #${order.id} could not go ahead`,
      paragraphs: [
        `We are sorry: we cannot go ahead with your order #${order.id}, so it will not be delivered.`,
        'If a payment was taken for it, you get a separate e-mail when it is refunded.',
        `Questions, or would you like help choosing something else? Call or write to us: ${contact}.`,
      ],
      details: [orderDetail(order)],
      lines: orderLines(input.items),
      action: { label: 'View order & tracking', url: input.trackingUrl },
      footer: FOOTER,
    },
  };
}

/**
 * Where the money went back and when it shows: the way the order was paid (orders from before the
 * method was recorded were all paid by card).
 */
function refundedSentence(order: OrderRow, amount: string): string {
  const method = paymentMethodOfOrder(order);
  const refunded = `We have refunded ${amount} for order #${order.id}`;
  if (method?.type === 'paynow') {
    return `${refunded} to the bank account your PayNow payment came from. Depending on your bank it can take a few business days to arrive.`;
  }
  if (method?.type === 'grabpay') {
    return `${refunded} to your GrabPay wallet. It can take a few business days to show there.`;
  }
  const card = method?.type === 'card' && method.last4 ? ` (${paymentMethodLabel(method)})` : '';
  return `${refunded} to the card you paid with${card}. Depending on your bank it takes 5–10 business days to show on your statement.`;
}

function refundedMail(input: OrderMailInput): MailContent {
  const { order } = input;
  const refund =
    order.totalCents > 0
      ? refundedSentence(order, formatCents(order.totalCents))
      : `Order #${order.id} is cancelled. Nothing was charged for it, so there is nothing to pay back.`;
  return {
    subject: `Your ${shopInfo.name} order #${order.id} has been refunded`,
    layout: {
      preview: refund,
      heading: `Order #${order.id} has been refunded`,
      paragraphs: [refund, `Questions about this refund? Call or write to us: ${contact}.`],
      details: [orderDetail(order)],
      lines: orderLines(input.items),
      totals: [{ label: 'Refunded', amount: formatCents(order.totalCents), strong: true }],
      ...buttons(input),
      footer: FOOTER,
    },
  };
}

/** A refund as its mail tells it (decision 0054). */
export interface MailedRefund {
  creditNoteNumber: string;
  creditNoteUrl: string;
  amountCents: number;
  gstCents: number;
  reason: string;
  lines: MailedItem[];
  /** The refunds now add up to everything paid: the order is refunded. */
  whole: boolean;
}

/**
 * "Your refund" (issue 23): every refund tells the customer how much went back, why, and carries
 * its credit note as a PDF. A refund of everything left is the mail the refunded status sends.
 */
export function refundMail(input: OrderMailInput, refund: MailedRefund): MailContent {
  const { order } = input;
  const amount = formatCents(refund.amountCents);
  const sentence = refundedSentence(order, amount);
  return {
    subject: refund.whole
      ? `Your ${shopInfo.name} order #${order.id} has been refunded`
      : `Your refund of ${amount} for ${shopInfo.name} order #${order.id}`,
    layout: {
      preview: sentence,
      heading: refund.whole ? `Order #${order.id} has been refunded` : `Your refund of ${amount}`,
      paragraphs: [
        sentence,
        `Reason: ${refund.reason}.`,
        `Your credit note ${refund.creditNoteNumber} is attached as a PDF.`,
        `Questions about this refund? Call or write to us: ${contact}.`,
      ],
      details: [orderDetail(order), { label: 'Credit note', value: refund.creditNoteNumber }],
      lines: orderLines(refund.lines),
      totals: [
        { label: 'GST included', amount: formatCents(refund.gstCents) },
        { label: 'Refunded', amount, strong: true },
      ],
      action: { label: 'View order & tracking', url: input.trackingUrl },
      secondaryAction: { label: 'Download credit note', url: refund.creditNoteUrl },
      footer: FOOTER,
    },
  };
}

/** What the mail about a refund the provider could not make tells. */
export interface FailedRefund {
  creditNoteNumber: string;
  amountCents: number;
  reason: string;
}

/**
 * The provider could not make a refund the customer was told of (a closed card or bank account):
 * they learn the money has not gone back and that the shop will refund them another way.
 */
export function refundFailedMail(input: OrderMailInput, refund: FailedRefund): MailContent {
  const { order } = input;
  const amount = formatCents(refund.amountCents);
  return {
    subject: `Your refund of ${amount} for ${shopInfo.name} order #${order.id} did not go through`,
    layout: {
      preview: `Your refund of ${amount} did not reach you; we will refund you another way.`,
      heading: `Your refund of ${amount} did not go through`,
      paragraphs: [
        `The refund of ${amount} for order #${order.id} (${refund.reason}) was sent back by your bank or wallet, so the money has not reached you.`,
        `You need do nothing: we will contact you within two business days to refund you another way. Credit note ${refund.creditNoteNumber} stands for that refund.`,
      ],
      details: [orderDetail(order), { label: 'Credit note', value: refund.creditNoteNumber }],
      totals: [{ label: 'Not yet refunded', amount, strong: true }],
      action: { label: 'View order & tracking', url: input.trackingUrl },
      closing: [`Questions about this refund? Call or write to us: ${contact}.`],
      footer: FOOTER,
    },
  };
}

/** One mail for each status the admin is warned mails the customer (CUSTOMER_TOLD_OF_STATUS). */
const statusMails: Record<MailedStatus, (input: OrderMailInput) => MailContent> = {
  processing: processingMail,
  failed: refusedMail,
  refunded: refundedMail,
};

/** The mail telling the customer their order moved to `status`; none for a move back to paid. */
export function orderStatusMail(
  status: OrderStatus,
  input: OrderMailInput,
): MailContent | undefined {
  return isMailedStatus(status) ? statusMails[status](input) : undefined;
}
