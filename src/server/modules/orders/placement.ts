import type { InvoiceConfig } from '#server/config/config.js';
import type { Executor } from '#server/db/client.js';
import type { OrderRow } from '#server/db/schema/index.js';
import type { Mailer } from '#server/modules/mail/index.js';
import { orderConfirmationMail } from './order-mails.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import {
  findOrderItems,
  findOrderOfCheckout,
  insertOrder,
  type NewOrder,
  type NewOrderItem,
} from './repository.js';
import { orderMailLinks, receiptFileName } from './urls.js';

// The services checkout places its orders through, in its own transaction (decision 0042).

/** What the confirmation mail needs besides the order: the outbox, links and the seller. */
export interface ConfirmationMailer {
  mailer: Mailer;
  publicUrl: string;
  invoice: InvoiceConfig;
}

/**
 * Writes a paid checkout's order (its items, its place in the fulfilment queue) and queues its
 * confirmation mail with the PDF invoice, all in `tx`: the mail goes exactly when the order is kept.
 */
export async function placeOrder(
  tx: Executor,
  confirmation: ConfirmationMailer,
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
      attachments: [
        {
          filename: receiptFileName(order.id),
          contentType: 'application/pdf',
          content: await renderReceiptPdf(confirmation.invoice, order, items),
        },
      ],
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
