import { QUANTITY_MAX, QUANTITY_MIN } from '#shared/constants.js';
import { reservedText } from '#shared/product-facts.js';
import type { ProductSize } from '#shared/schemas/product.js';

/** Sizes with this many or fewer left say so, to nudge without crying wolf. */
const LOW_STOCK = 3;

/** "152x190" → "152 x 190 cm" (a third number, the height, reads the same way). */
export function sizeDimensionsText(label: string): string {
  return `${label.split(/\s*x\s*/i).join(' x ')} cm`;
}

/** None left reads as reserved while unpaid checkouts hold some, which may come back. */
export function stockText({
  stockQty,
  reserved,
}: Pick<ProductSize, 'stockQty' | 'reserved'>): string {
  if (stockQty <= 0) return reserved ? reservedText(reserved) : 'Out of stock';
  if (stockQty <= LOW_STOCK) return `Only ${stockQty} left`;
  return 'In stock';
}

/** The most a shopper may pick: the size's stock, or the default maximum when it is unknown. */
export function maxQuantityFor(size: ProductSize | undefined): number {
  return size ? Math.min(Math.max(size.stockQty, QUANTITY_MIN), QUANTITY_MAX) : QUANTITY_MAX;
}

/** Spec section 4: quantity stays between 1 and the selected size's stock (99 if unknown). */
export function clampQuantity(quantity: number, size: ProductSize | undefined): number {
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : QUANTITY_MIN;
  return Math.min(Math.max(whole, QUANTITY_MIN), maxQuantityFor(size));
}
