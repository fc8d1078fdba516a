import type { Product, Reserved } from './schemas/product.js';

/** What a product costs from, in dollars: its lowest price of any size ("From $…" on cards). */
export function fromPrice(product: Pick<Product, 'price' | 'dimensions'>): number {
  const deltas = product.dimensions.map((size) => size.priceDelta);
  return product.price + (deltas.length > 0 ? Math.min(...deltas) : 0);
}

/** A product none of whose sizes (or, unsized, itself) has any left. */
export function isSoldOut(product: Pick<Product, 'stockQty' | 'dimensions'>): boolean {
  return product.dimensions.length > 0
    ? product.dimensions.every((size) => size.stockQty <= 0)
    : product.stockQty <= 0;
}

/**
 * What a shopper is told of units none of which are left but some of which unpaid checkouts hold
 * (issue 23): the minutes are the API's, rounded up, so server and browser render the same.
 */
export function reservedText(reserved: Pick<Reserved, 'minutes'>): string {
  const { minutes } = reserved;
  return `Reserved — may be back within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Firmness in a word: 8etterCare 2 at 5/10 is Plush and 8etterCare 1 at 7.5 Firm (spec section 2). */
export function firmnessFeel(value: number): string {
  if (value < 3.5) return 'Soft';
  if (value <= 5) return 'Plush';
  if (value < 6.5) return 'Medium';
  if (value < 7.5) return 'Medium firm';
  return 'Firm';
}
