import type { Executor } from '#server/db/client.js';
import type { OrderRow } from '#server/db/schema/index.js';
import type { Mailer } from '#server/modules/mail/index.js';
import { receiptAttachment } from './mailed-documents.js';
import { orderConfirmationMail } from './order-mails.js';
import {
  findOrderItems,
  findOrderOfCheckout,
  insertOrder,
  type NewOrder,
  type NewOrderItem,
} from './repository.js';
import { orderMailLinks } from './urls.js';

// The services checkout places its orders through, in its own transaction (decision 0042).

/** What an order mail queued by another module's event needs: the outbox and the links' origin. */
export interface OrderMailer {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Writes a paid checkout's order (its items, its place in the fulfilment queue) and queues its
 * confirmation mail with the PDF invoice, all in `tx`: the mail goes exactly when the order is
 * kept, and the sender renders it and the PDF after the commit (decision 0056).
 */
export async function placeOrder(
  tx: Executor,
  confirmation: OrderMailer,
  placed: { order: NewOrder; items: NewOrderItem[]; providerSessionId: string },
): Promise<OrderRow> {
  const order = await insertOrder(tx, placed.order, placed.items);
  const items = await findOrderItems(tx, order.id);
  await confirmation.mailer.enqueue(
    {
      to: order.email,
      ...orderConfirmationMail({
        order,
        items,
        ...orderMailLinks(confirmation.publicUrl, order.id, placed.providerSessionId),
      }),
      attachments: [receiptAttachment(order.id)],
    },
    tx,
  );
  return order;
}

/** The order a checkout session became, if any. */
export async function orderOfCheckout(
  db: Executor,
  checkoutSessionId: number,
): Promise<OrderRow | undefined> {
  return findOrderOfCheckout(db, checkoutSessionId);
}
