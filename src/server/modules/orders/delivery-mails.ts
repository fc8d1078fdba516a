import type { MailContent } from '#server/modules/mail/index.js';
import type { DeliveryState } from '#shared/delivery-states.js';
import { CANCELLATION_FEE, formatFee } from '#shared/service-facts.js';
import { shopInfo } from '#shared/shop-info.js';
import {
  contact,
  deliveryDetails,
  FOOTER,
  type OrderMailInput,
  orderDetail,
  orderLines,
  slotOf,
} from './order-mails.js';

/** What a delivery mail says beyond the order: its subject, heading and sentences. */
interface DeliveryWords {
  subject: string;
  heading: string;
  paragraphs: string[];
}

type MailedDeliveryState = Exclude<DeliveryState, 'booked'>;

const WORDS: Record<MailedDeliveryState, (input: OrderMailInput, note: string) => DeliveryWords> = {
  confirmed: ({ order }) => ({
    subject: `Your ${shopInfo.name} delivery tomorrow: order #${order.id}`,
    heading: `We deliver order #${order.id} tomorrow`,
    paragraphs: [
      `Your delivery is confirmed for ${slotOf(order) ?? 'tomorrow'}. Please make sure someone is home to receive it.`,
      `Cannot be home? Move it from your order page (it now costs ${formatFee(CANCELLATION_FEE, 'document')}), or call or write to us today: ${contact}.`,
    ],
  }),
  out_for_delivery: ({ order }) => ({
    subject: `Your ${shopInfo.name} order #${order.id} is out for delivery`,
    heading: `Order #${order.id} is on its way`,
    paragraphs: [
      `Our crew is on the way with your order, in your window of ${slotOf(order) ?? 'today'}.`,
      'They call the phone number below when they are close.',
    ],
  }),
  delivered: ({ order }) => ({
    subject: `Your ${shopInfo.name} order #${order.id} has been delivered`,
    heading: `Order #${order.id} has been delivered`,
    paragraphs: [
      'Your order has been delivered. Sleep well!',
      'Your mattress is covered by our 10-year limited warranty from today: keep this mail, it dates the delivery.',
    ],
  }),
  not_delivered: ({ order }, note) => ({
    subject: `We could not deliver your ${shopInfo.name} order #${order.id}`,
    heading: `We could not deliver order #${order.id}`,
    paragraphs: [
      `We are sorry: our crew could not deliver your order today. ${note}`.trim(),
      `We will contact you to arrange a redelivery. Questions? Call or write to us: ${contact}.`,
    ],
  }),
};

/**
 * The mail telling the customer where their delivery is (issue 24): confirmed the day before,
 * out for delivery, delivered, or not delivered with the crew's note. None for booked: the order
 * confirmation told it.
 */
export function deliveryStateMail(
  state: DeliveryState,
  input: OrderMailInput,
  note: string,
): MailContent | undefined {
  if (state === 'booked') return undefined;
  const words = WORDS[state](input, note);
  return {
    subject: words.subject,
    layout: {
      preview: words.paragraphs[0] ?? words.heading,
      heading: words.heading,
      paragraphs: words.paragraphs,
      details: [orderDetail(input.order), ...deliveryDetails(input)],
      lines: orderLines(input.items),
      action: { label: 'View order & tracking', url: input.trackingUrl },
      footer: FOOTER,
    },
  };
}

/**
 * Staff changed the delivery, or the customer moved it (issue 24): the customer reads what
 * changed, and the delivery as it now stands.
 */
export function deliveryChangedMail(
  input: OrderMailInput,
  changed: string[],
  by: 'staff' | 'customer',
  /** Said after what changed: the charge paid for a late move (decision 0062). */
  paid?: string,
): MailContent {
  const { order } = input;
  return {
    subject: `Your ${shopInfo.name} delivery for order #${order.id} has changed`,
    layout: {
      preview: `We have changed the ${changed.join(', ').toLowerCase()} of your delivery.`,
      heading: `Your delivery for order #${order.id} has changed`,
      paragraphs: [
        `${by === 'staff' ? 'As agreed with you, we' : 'As you asked, we'} have changed the ${changed.join(', ').toLowerCase()} of your delivery. Here it is as it now stands.`,
        ...(paid ? [paid] : []),
        `Not what you agreed? Call or write to us: ${contact}.`,
      ],
      details: [orderDetail(order), ...deliveryDetails(input)],
      lines: orderLines(input.items),
      action: { label: 'View order & tracking', url: input.trackingUrl },
      footer: FOOTER,
    },
  };
}

/**
 * A late move's charge was paid, but the delivery could no longer be moved (staff confirmed it or
 * it went out meanwhile): the charge goes back, and the customer is told (decision 0062).
 */
export function chargeRefundedMail(input: OrderMailInput, charge: string): MailContent {
  const { order } = input;
  const paragraphs = [
    `Thank you for paying ${charge} to move your delivery. By the time the payment arrived, your delivery could no longer be moved online, so we have refunded it in full.`,
    `Your delivery stays as below. To change it, call or write to us: ${contact}.`,
  ];
  return {
    subject: `We have refunded your ${shopInfo.name} delivery charge for order #${order.id}`,
    layout: {
      preview: paragraphs[0] ?? '',
      heading: `Your delivery charge for order #${order.id} is refunded`,
      paragraphs,
      details: [orderDetail(order), ...deliveryDetails(input)],
      lines: orderLines(input.items),
      action: { label: 'View order & tracking', url: input.trackingUrl },
      footer: FOOTER,
    },
  };
}
