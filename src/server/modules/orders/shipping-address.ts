import type { OrderRow } from '#server/db/schema/index.js';

/** "Tan Mei Ling, 10 Tampines Central 1 #03-21, Singapore 529536": the address as it is shipped to. */
export function shippingAddress(order: OrderRow): string {
  return [order.shippingName, order.shippingLine1, `Singapore ${order.shippingPostal}`]
    .filter(Boolean)
    .join(', ');
}
