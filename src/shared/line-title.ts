import { sizeText } from './size-text.js';

/**
 * "Aurora Mattress (King 183x190)": how a bag line is named on payment pages, receipts, mail and
 * in the server's checkout refusals, which the bag reads back to point at the line a refusal names.
 */
export function lineTitle(line: { name: string; sizeLabel: string | null }): string {
  return line.sizeLabel ? `${line.name} (${sizeText(line.sizeLabel)})` : line.name;
}
