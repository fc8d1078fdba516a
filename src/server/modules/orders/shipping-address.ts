import type { OrderRow } from '#server/db/schema/index.js';
import { bookedDelivery } from '#shared/delivery.js';
import { formatLongDate } from '#shared/time.js';

/** "Tan Mei Ling, 10 Tampines Central 1 #03-21, Singapore 529536": the address as it is shipped to. */
export function shippingAddress(order: OrderRow): string {
  return [order.shippingName, order.shippingLine1, `Singapore ${order.shippingPostal}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * Who a tax document is for: the buyer's e-mail and address, or, once their account was deleted,
 * the fact that they were removed (decision 0075): the sale itself stays readable for the books.
 */
export function buyerLines(order: OrderRow): string[] {
  if (order.anonymisedAt) {
    return [`Customer's details removed at their request on ${formatLongDate(order.anonymisedAt)}`];
  }
  return [order.email, shippingAddress(order)];
}

/**
 * "Delivery slot: Sat, 5 Dec 2026, 10am–1pm" when one was booked, else the estimate: one sentence
 * for the invoice and the mails.
 */
export function deliverySentence(order: OrderRow): string {
  const { slot } = bookedDelivery(order.phone, order.deliveryDate, order.deliveryWindow);
  return slot ? `Delivery slot: ${slot}` : `Estimated delivery: ${order.eta}`;
}
