import { BED_SIZES } from './bed-sizes.js';
import type { SizeName } from './constants.js';

/**
 * Singapore's bed widths in cm, as the shop's catalogue sizes them. An order line keeps only its
 * dimensions ("152x190", copied when it was sold), so the name is read back from the width.
 */
const NAMES_BY_WIDTH: ReadonlyMap<number, SizeName> = new Map(
  BED_SIZES.map((size) => [size.widthCm, size.name]),
);

/** "Queen" for "152x190" or "152x190x25"; null for a width that is no bed size (a pillow's). */
export function sizeNameOf(label: string): SizeName | null {
  const width = Number.parseInt(label, 10);
  return NAMES_BY_WIDTH.get(width) ?? null;
}

/**
 * "Queen 152x190": how a size is shown wherever it is shown (pages, mails, receipts, admin). The
 * catalogue's own name wins when the caller has it; otherwise the width names it, if it can.
 */
export function sizeText(label: string, sizeName?: string | null): string {
  const name = sizeName ?? sizeNameOf(label);
  return name ? `${name} ${label}` : label;
}
