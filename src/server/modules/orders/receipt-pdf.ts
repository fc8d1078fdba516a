import type { InvoiceConfig } from '#server/config/config.js';
import type { OrderItemRow, OrderRow } from '#server/db/schema/index.js';
import { GST_PERCENT, gstIncludedCents } from '#shared/gst.js';
import { paidByLabel } from '#shared/payment-methods.js';
import { shopInfo } from '#shared/shop-info.js';
import { sizeText } from '#shared/size-text.js';
import { formatLongDate } from '#shared/time.js';
import { paymentMethodOfOrder } from './payment-method.js';
import { billTo, pdfMoney as money, openTaxDocument } from './pdf-layout.js';
import { buyerLines, deliverySentence } from './shipping-address.js';

/** The order's tax invoice as a PDF: seller, order, lines, totals and the GST included. */
export function renderReceiptPdf(
  invoice: InvoiceConfig,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<Buffer> {
  const document = openTaxDocument(invoice, {
    title: 'Tax Invoice',
    pdfTitle: `Tax invoice for order ${order.id}`,
    facts: [
      `Order ID: ${order.id}`,
      `Invoice date: ${formatLongDate(order.createdAt)}`,
      `Status: ${order.status}`,
    ],
  });
  billTo(document, 'Bill and ship to', buyerLines(order));
  document.lines(
    items.map((item) => [
      item.name,
      item.sizeLabel ? sizeText(item.sizeLabel) : '—',
      String(item.qty),
      money(item.unitPriceCents),
      money(item.unitPriceCents * item.qty),
    ]),
  );
  document.total('Subtotal', money(order.subtotalCents));
  if (order.discountCents > 0) {
    document.total(
      `Voucher discount${order.voucherCode ? ` (${order.voucherCode})` : ''}`,
      `-${money(order.discountCents)}`,
    );
  }
  document.total(`Total (${order.currency})`, money(order.totalCents), true);
  document.total(
    `GST ${GST_PERCENT}% included in total`,
    money(gstIncludedCents(order.totalCents)),
  );
  document.note(
    `${paidByLabel(paymentMethodOfOrder(order))}. ${deliverySentence(order)}. Thank you for shopping with ${shopInfo.name}.`,
  );
  document.doc.end();
  return document.done;
}
