import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, one line per text run: each content stream inflated,
 * each `[<hex> kerning <hex> …] TJ` array read as its hex strings joined (the standard fonts'
 * single-byte encoding, read as Latin-1). Enough to find a sentence on the shop's invoices.
 */
export function pdfText(pdf: Buffer | string): string {
  const raw = Buffer.isBuffer(pdf) ? pdf.toString('latin1') : pdf;
  const lines: string[] = [];
  for (const [, stream = ''] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      continue; // an image or font stream, not page content
    }
    for (const [, run = ''] of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]<])*)\]\s*TJ/g)) {
      const hex = [...run.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, chunk]) => chunk).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
