import type { CompareResult } from '#shared/schemas/compare.js';
import type { Product } from '#shared/schemas/product.js';

/** The mattresses asked for, in the order asked; the ids that are none of them, said apart. */
export function compareMattresses(mattresses: readonly Product[], ids: readonly number[]) {
  const byId = new Map(mattresses.map((product) => [product.productId, product]));
  const result: CompareResult = { products: [], missing: [] };
  for (const id of ids) {
    const product = byId.get(id);
    if (product) result.products.push(product);
    else result.missing.push(id);
  }
  return result;
}
