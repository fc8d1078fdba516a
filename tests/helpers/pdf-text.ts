import { inflateSync } from 'node:zlib';

/** WinAnsi bytes as text: what PDFKit writes for its built-in fonts (em dash 0x97, etc.). */
const WIN_ANSI: Record<number, string> = { 150: '–', 151: '—', 146: '’', 183: '·' };
const decodeHex = (hex: string) =>
  Buffer.from(hex, 'hex').reduce(
    (text, byte) => text + (WIN_ANSI[byte] ?? String.fromCharCode(byte)),
    '',
  );

/**
 * The text runs of a PDF written by PDFKit, one per line: each content stream inflated, each
 * TJ array's hex strings joined (PDFKit splits words there for kerning). Enough to read what a
 * tax document says; not a general PDF reader.
 */
export function pdfText(pdf: Buffer | string): string {
  const raw = Buffer.isBuffer(pdf) ? pdf.toString('latin1') : pdf;
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      const parts = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)];
      runs.push(parts.map((part) => decodeHex(part[1] ?? '')).join(''));
    }
  }
  return runs.join('\n');
}
