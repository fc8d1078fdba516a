import type { InvoiceConfig } from '#server/config/config.js';
import type { Executor } from '#server/db/client.js';
import type { Mailer, RenderedAttachment } from '#server/modules/mail/index.js';
import { renderCreditNoteOf } from './credit-notes.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import { findOrderIdOfRefund } from './refund-repository.js';
import { findOrderById, findOrderItems } from './repository.js';
import { creditNoteFileName, creditNoteNumber, receiptFileName } from './urls.js';

// The PDFs order mails carry are made by the mail sender, after the order or refund is committed
// and its row locks are gone (decision 0056): the mail names the document, the renderer makes it.

const RECEIPT = 'order-tax-invoice';
const CREDIT_NOTE = 'refund-credit-note';

export const receiptAttachment = (orderId: number): RenderedAttachment => ({
  filename: receiptFileName(orderId),
  contentType: 'application/pdf',
  renderer: RECEIPT,
  id: orderId,
});

export const creditNoteAttachment = (refundId: number): RenderedAttachment => ({
  filename: creditNoteFileName(creditNoteNumber(refundId)),
  contentType: 'application/pdf',
  renderer: CREDIT_NOTE,
  id: refundId,
});

/** Teaches the mailer to make the tax invoice and the credit notes, as downloads show them. */
export function addOrderDocumentRenderers(
  mailer: Mailer,
  db: Executor,
  invoice: InvoiceConfig,
): void {
  async function orderOf(orderId: number | undefined) {
    const order = orderId === undefined ? undefined : await findOrderById(db, orderId);
    if (!order) throw new Error('The order of a queued document is gone');
    return order;
  }
  mailer.addAttachmentRenderer(RECEIPT, async (orderId) => {
    const order = await orderOf(orderId);
    return renderReceiptPdf(invoice, order, await findOrderItems(db, order.id));
  });
  mailer.addAttachmentRenderer(CREDIT_NOTE, async (refundId) => {
    const order = await orderOf(await findOrderIdOfRefund(db, refundId));
    const pdf = await renderCreditNoteOf(db, invoice, order, refundId);
    if (!pdf) throw new Error('The refund of a queued credit note is gone');
    return pdf;
  });
}
