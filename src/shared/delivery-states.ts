import type { OrderStatus } from './constants.js';

/**
 * An order's delivery, beside its payment status (issue 24, docs/decisions/0058): booked at
 * checkout, confirmed the day before, out for delivery, then delivered or not delivered (and out
 * again for the redelivery). Only a sale (paid, processing) is delivered.
 */
export const DELIVERY_STATES = [
  'booked',
  'confirmed',
  'out_for_delivery',
  'delivered',
  'not_delivered',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  not_delivered: 'Not delivered',
};

/**
 * The moves staff make, by the delivery's state now. A booked delivery the day-before run has not
 * confirmed yet may still go out (the crew phoned the customer); one not delivered goes out again
 * for its redelivery. Delivered is the end.
 */
export const DELIVERY_MOVES: Record<DeliveryState, readonly DeliveryState[]> = {
  booked: ['confirmed', 'out_for_delivery'],
  confirmed: ['out_for_delivery'],
  out_for_delivery: ['delivered', 'not_delivered'],
  not_delivered: ['out_for_delivery'],
  delivered: [],
};

/** The payment statuses whose order is delivered: a refused or refunded order is not. */
const DELIVERED_STATUSES: readonly OrderStatus[] = ['paid', 'processing'];

export function isDeliveredStatus(status: OrderStatus): boolean {
  return DELIVERED_STATUSES.includes(status);
}

/** The moves open to an order now: none when its payment status means it is not delivered. */
export function deliveryMoves(status: OrderStatus, state: DeliveryState): readonly DeliveryState[] {
  return isDeliveredStatus(status) ? DELIVERY_MOVES[state] : [];
}

/** Once out, a delivery's phone, address and slot stay as the crew has them. */
const SETTLED: readonly DeliveryState[] = ['out_for_delivery', 'delivered'];

/** Whether staff may still change the phone, address or slot of the order's delivery. */
export function deliveryEditable(status: OrderStatus, state: DeliveryState): boolean {
  return isDeliveredStatus(status) && !SETTLED.includes(state);
}

/**
 * The customer moves or cancels online a delivery still to be made and not yet under way: booked,
 * or confirmed the day before (then only with the late charge, decisions 0059 and 0062). After a
 * failed delivery the shop arranges the redelivery with them.
 */
export function customerMayChange(status: OrderStatus, state: DeliveryState): boolean {
  return isDeliveredStatus(status) && (state === 'booked' || state === 'confirmed');
}

/** A move that needs a word of why: the customer and the next crew are told it. */
export const NOTE_NEEDED: readonly DeliveryState[] = ['not_delivered'];
export const DELIVERY_NOTE_MAX = 300;

/** What each state tells the customer on the tracking page and in My Orders. */
export const DELIVERY_STATE_TEXT: Record<DeliveryState, string> = {
  booked: 'Your delivery is booked. We confirm it with you the day before.',
  confirmed: 'Your delivery is confirmed for the slot below.',
  out_for_delivery: 'Your order is on its way to you today.',
  delivered: 'Delivered. Sleep well!',
  not_delivered: 'We could not deliver your order. We will contact you to arrange a redelivery.',
};
