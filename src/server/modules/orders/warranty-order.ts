import type { Executor } from '#server/db/client.js';
import { isDeliveredStatus } from '#shared/delivery-states.js';
import { lineTitle } from '#shared/line-title.js';
import { findOrderById } from './repository.js';
import { holdsOrder, type OrderRequester } from './service.js';
import { orderMailLinks } from './urls.js';
import { findDeliveredAt, findLinesWithCollection } from './warranty-repository.js';

/** An order as the warranty sees it (decision 0060): its lines, and when it was delivered. */
export interface WarrantyOrder {
  id: number;
  email: string;
  providerSessionId: string;
  trackingUrl: string;
  /** The time of the delivered step while the order stands delivered (not refunded); else undefined. */
  deliveredAt: Date | undefined;
  lines: { id: number; title: string; unitPriceCents: number; mattress: boolean }[];
}

/**
 * The order for its customer or the holder of its tracking link, or for staff; undefined for
 * anybody else and for an order that does not exist, so neither can be told apart. A mattress is
 * any line of a product with a collection other than Accessories (a line whose product was
 * deleted counts as one when it was sold in a size).
 */
export async function warrantyOrderOf(
  db: Executor,
  publicUrl: string,
  orderId: number,
  requester: OrderRequester | 'staff',
): Promise<WarrantyOrder | undefined> {
  const order = await findOrderById(db, orderId);
  if (!order || (requester !== 'staff' && !holdsOrder(order, requester))) return undefined;
  const [lines, deliveredAt] = await Promise.all([
    findLinesWithCollection(db, orderId),
    order.deliveryState === 'delivered' && isDeliveredStatus(order.status)
      ? findDeliveredAt(db, orderId)
      : undefined,
  ]);
  return {
    id: order.id,
    email: order.email,
    providerSessionId: order.providerSessionId,
    trackingUrl: orderMailLinks(publicUrl, order.id, order.providerSessionId).trackingUrl,
    deliveredAt,
    lines: lines.map((line) => ({
      id: line.id,
      title: lineTitle(line),
      unitPriceCents: line.unitPriceCents,
      mattress: line.collection ? line.collection !== 'Accessories' : line.sizeLabel !== null,
    })),
  };
}
