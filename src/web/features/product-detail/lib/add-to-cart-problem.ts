import type { Product, ProductSize } from '#shared/schemas/product.js';

/** Spec section 5 (Add to cart): why the chosen product cannot go in the bag, if it cannot. */
export function addToCartProblem(
  product: Pick<Product, 'dimensions' | 'stockQty'>,
  size: ProductSize | undefined,
): string | undefined {
  if (product.dimensions.length > 0) {
    if (!size) return 'Please select a size.';
    if (size.stockQty <= 0) return `Out of stock for size ${size.label}.`;
    return undefined;
  }
  return product.stockQty <= 0 ? 'Out of stock.' : undefined;
}
