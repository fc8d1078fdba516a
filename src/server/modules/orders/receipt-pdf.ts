import PDFDocument from 'pdfkit';
import type { InvoiceConfig } from '#server/config/config.js';
import type { OrderItemRow, OrderRow } from '#server/db/schema/index.js';
import { GST_PERCENT, gstIncludedCents } from '#shared/gst.js';
import { centsToDollars, formatSgd } from '#shared/money.js';
import { shopInfo } from '#shared/shop-info.js';
import { formatLongDate } from '#shared/time.js';
import { deliverySentence, shippingAddress } from './shipping-address.js';

const money = (cents: number) => formatSgd(centsToDollars(cents));

/** The order's tax invoice as a PDF: seller, order, lines, totals and the GST included. */
export function renderReceiptPdf(
  invoice: InvoiceConfig,
  order: OrderRow,
  items: OrderItemRow[],
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Tax invoice for order ${order.id}`, Author: invoice.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  const navy = '#1f2a44';

  doc.fillColor(navy).font('Helvetica-Bold').fontSize(22).text(shopInfo.name, left, 50);
  doc.font('Helvetica').fontSize(10).fillColor('#5b6477').text(shopInfo.tagline);
  doc.moveDown(0.5).fillColor(navy);
  doc.text(invoice.legalName);
  doc.text(shopInfo.invoice.address);
  doc.text(`UEN: ${invoice.uen}`);
  doc.text(`GST Reg. No.: ${invoice.gstRegNo}`);
  doc.text(`${shopInfo.contactPhone} · ${shopInfo.contactEmail}`);

  doc.font('Helvetica-Bold').fontSize(18).text('Tax Invoice', left, 50, { align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`Order ID: ${order.id}`, { align: 'right' });
  doc.text(`Invoice date: ${formatLongDate(order.createdAt)}`, { align: 'right' });
  doc.text(`Status: ${order.status}`, { align: 'right' });

  doc.moveDown(4);
  const billTop = Math.max(doc.y, 170);
  doc.font('Helvetica-Bold').text('Bill and ship to', left, billTop);
  doc.font('Helvetica').text(order.email).text(shippingAddress(order), { width: 300 });

  // Lines: description, size, quantity, unit price, amount.
  const columns = { item: left, size: 290, qty: 360, unit: 400, amount: 480 };
  let y = doc.y + 24;
  const row = (cells: [string, string, string, string, string], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const height = doc.heightOfString(cells[0], { width: columns.size - columns.item - 10 });
    doc.text(cells[0], columns.item, y, { width: columns.size - columns.item - 10 });
    doc.text(cells[1], columns.size, y, { width: columns.qty - columns.size - 6 });
    doc.text(cells[2], columns.qty, y, { width: 34, align: 'right' });
    doc.text(cells[3], columns.unit, y, { width: 74, align: 'right' });
    doc.text(cells[4], columns.amount, y, { width: right - columns.amount, align: 'right' });
    y += Math.max(height, 12) + 8;
  };
  row(['Item', 'Size', 'Qty', 'Unit price', 'Amount'], true);
  doc
    .moveTo(left, y - 4)
    .lineTo(right, y - 4)
    .strokeColor('#e8e1d5')
    .stroke();
  for (const item of items) {
    row([
      item.name,
      item.sizeLabel ?? '—',
      String(item.qty),
      money(item.unitPriceCents),
      money(item.unitPriceCents * item.qty),
    ]);
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 12;

  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
    doc.text(label, 300, y, { width: 170, align: 'right' });
    doc.text(value, columns.amount, y, { width: right - columns.amount, align: 'right' });
    y += bold ? 20 : 16;
  };
  total('Subtotal', money(order.subtotalCents));
  if (order.discountCents > 0) {
    total(
      `Voucher discount${order.voucherCode ? ` (${order.voucherCode})` : ''}`,
      `-${money(order.discountCents)}`,
    );
  }
  total(`Total (${order.currency})`, money(order.totalCents), true);
  total(`GST ${GST_PERCENT}% included in total`, money(gstIncludedCents(order.totalCents)));

  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#5b6477')
    .text(
      `Paid by card. ${deliverySentence(order)}. Thank you for shopping with ${shopInfo.name}.`,
      left,
      y + 24,
      { width: right - left },
    );
  doc.end();
  return done;
}
