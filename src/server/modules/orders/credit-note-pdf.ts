import type { InvoiceConfig } from '#server/config/config.js';
import type { OrderRefundRow, OrderRow } from '#server/db/schema/index.js';
import { GST_PERCENT } from '#shared/gst.js';
import { sizeText } from '#shared/size-text.js';
import { formatLongDate } from '#shared/time.js';
import { billTo, pdfMoney as money, openTaxDocument } from './pdf-layout.js';
import { buyerLines } from './shipping-address.js';
import { creditNoteNumber } from './urls.js';

/** A refunded line as the credit note lists it. */
export interface CreditedLine {
  name: string;
  sizeLabel: string | null;
  qty: number;
  unitPriceCents: number;
}

/** What a refund's lines came to at their list prices; the voucher's share makes the difference. */
const linesCents = (lines: CreditedLine[]) =>
  lines.reduce((sum, line) => sum + line.qty * line.unitPriceCents, 0);

/**
 * A refund's GST credit note (decision 0054): its own number, the tax invoice it corrects (the
 * order's), the lines or amount refunded, the amount before GST, the GST refunded and the total.
 */
export function renderCreditNotePdf(
  invoice: InvoiceConfig,
  order: OrderRow,
  refund: OrderRefundRow,
  lines: CreditedLine[],
): Promise<Buffer> {
  const number = creditNoteNumber(refund.id);
  const document = openTaxDocument(invoice, {
    title: 'Credit Note',
    pdfTitle: `Credit note ${number} for order ${order.id}`,
    facts: [
      `Credit note no.: ${number}`,
      `Date: ${formatLongDate(refund.createdAt)}`,
      `Tax invoice: order #${order.id} of ${formatLongDate(order.createdAt)}`,
    ],
  });
  billTo(document, 'Credited to', buyerLines(order));
  document.lines(
    lines.length > 0
      ? lines.map((line) => [
          line.name,
          line.sizeLabel ? sizeText(line.sizeLabel) : '—',
          String(line.qty),
          money(line.unitPriceCents),
          money(line.unitPriceCents * line.qty),
        ])
      : [['Refund on the order', '—', '1', money(refund.amountCents), money(refund.amountCents)]],
  );
  const listed = lines.length > 0 ? linesCents(lines) : refund.amountCents;
  if (listed !== refund.amountCents) {
    document.total('Voucher share and adjustments', money(refund.amountCents - listed));
  }
  document.total('Amount before GST', money(refund.amountCents - refund.gstCents));
  document.total(`GST ${GST_PERCENT}% refunded`, money(refund.gstCents));
  document.total(`Total credited (${order.currency})`, money(refund.amountCents), true);
  document.note(
    `Reason: ${refund.reason}. This credit note reduces the tax invoice of order #${order.id}; ` +
      'prices include GST. The amount goes back to the payment method the order was paid with.',
  );
  document.doc.end();
  return document.done;
}
