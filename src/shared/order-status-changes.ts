import type { OrderStatus } from './constants.js';

/**
 * The status changes an admin may make, by the order's status now (docs/decisions/0049). Only a
 * payment makes an order a sale (paid), so nothing leads back from refunded, where the money went
 * back, or from failed, where the customer was told the order will not go ahead; a failed order
 * may still be refunded. Paid and processing move to and fro as the staff work. The server
 * refuses any other change and the admin offers no button for one.
 */
export const ADMIN_STATUS_CHANGES: Record<OrderStatus, readonly OrderStatus[]> = {
  paid: ['processing', 'failed', 'refunded'],
  processing: ['paid', 'failed', 'refunded'],
  failed: ['refunded'],
  refunded: [],
};

/** Why an order in this status cannot go back, in the words the staff read and the API answers. */
const NO_WAY_BACK: Partial<Record<OrderStatus, string>> = {
  failed: 'Failed orders can only be refunded: the customer was told this one will not go ahead.',
  refunded: 'Refunded orders stay refunded: the money went back to the customer.',
};

export function mayChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ADMIN_STATUS_CHANGES[from].includes(to);
}

/**
 * What the staff are told about the changes an order in this status cannot make; undefined when
 * every other status is open to it.
 */
export function statusChangeLimit(from: OrderStatus): string | undefined {
  return NO_WAY_BACK[from];
}
