import PDFDocument from 'pdfkit';
import type { InvoiceConfig } from '#server/config/config.js';
import { formatCents } from '#shared/money.js';
import { shopInfo } from '#shared/shop-info.js';

// The one layout of the shop's tax documents: the tax invoice and the credit note.

// A tax invoice is a document: it keeps "S$" (the spec's rule names the shop and information pages).
export const pdfMoney = (cents: number) => formatCents(cents, 'document');

const LEFT = 50;
const NAVY = '#1f2a44';
const COLUMNS = { item: LEFT, size: 290, qty: 360, unit: 400, amount: 480 };

type Cells = [string, string, string, string, string];

/** A tax document being written: rows and totals go down the page from `y`. */
export interface TaxDocument {
  doc: PDFKit.PDFDocument;
  /** The PDF's bytes once `end` was called. */
  done: Promise<Buffer>;
  right: number;
  /** The line table: description, size, quantity, unit price, amount; a rule under the header. */
  lines(rows: Cells[]): void;
  /** One total on the right; bold for the one that counts. */
  total(label: string, value: string, bold?: boolean): void;
  /** Small grey text under the totals. */
  note(text: string): void;
}

/**
 * A new A4 document with the seller's block (name, address, UEN, GST registration number) on the
 * left and the document's title and facts (number, date, …) on the right, as IRAS asks of both.
 */
export function openTaxDocument(
  invoice: InvoiceConfig,
  heading: { title: string; pdfTitle: string; facts: string[] },
): TaxDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: heading.pdfTitle, Author: invoice.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const right = doc.page.width - 50;

  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(22).text(shopInfo.name, LEFT, 50);
  doc.font('Helvetica').fontSize(10).fillColor('#5b6477').text(shopInfo.tagline);
  doc.moveDown(0.5).fillColor(NAVY);
  doc.text(invoice.legalName);
  doc.text(shopInfo.invoice.address);
  doc.text(`UEN: ${invoice.uen}`);
  doc.text(`GST Reg. No.: ${invoice.gstRegNo}`);
  doc.text(`${shopInfo.contactPhone} · ${shopInfo.contactEmail}`);

  doc.font('Helvetica-Bold').fontSize(18).text(heading.title, LEFT, 50, { align: 'right' });
  doc.font('Helvetica').fontSize(10);
  for (const fact of heading.facts) doc.text(fact, { align: 'right' });
  doc.moveDown(4);

  let y = 0;
  const row = (cells: Cells, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const width = COLUMNS.size - COLUMNS.item - 10;
    const height = doc.heightOfString(cells[0], { width });
    doc.text(cells[0], COLUMNS.item, y, { width });
    doc.text(cells[1], COLUMNS.size, y, { width: COLUMNS.qty - COLUMNS.size - 6 });
    doc.text(cells[2], COLUMNS.qty, y, { width: 34, align: 'right' });
    doc.text(cells[3], COLUMNS.unit, y, { width: 74, align: 'right' });
    doc.text(cells[4], COLUMNS.amount, y, { width: right - COLUMNS.amount, align: 'right' });
    y += Math.max(height, 12) + 8;
  };

  return {
    doc,
    done,
    right,
    lines(rows) {
      y = doc.y + 24;
      row(['Item', 'Size', 'Qty', 'Unit price', 'Amount'], true);
      doc
        .moveTo(LEFT, y - 4)
        .lineTo(right, y - 4)
        .strokeColor('#e8e1d5')
        .stroke();
      for (const cells of rows) row(cells);
      doc.moveTo(LEFT, y).lineTo(right, y).stroke();
      y += 12;
    },
    total(label, value, bold = false) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
      doc.text(label, 300, y, { width: 170, align: 'right' });
      doc.text(value, COLUMNS.amount, y, { width: right - COLUMNS.amount, align: 'right' });
      y += bold ? 20 : 16;
    },
    note(text) {
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#5b6477')
        .text(text, LEFT, y + 24, { width: right - LEFT });
      y = doc.y;
      doc.fillColor(NAVY);
    },
  };
}

/** The block saying who the document is for, under the header. */
export function billTo(document: TaxDocument, heading: string, lines: string[]): void {
  const { doc } = document;
  doc.font('Helvetica-Bold').text(heading, LEFT, Math.max(doc.y, 170));
  doc.font('Helvetica');
  for (const line of lines) doc.text(line, { width: 300 });
}
