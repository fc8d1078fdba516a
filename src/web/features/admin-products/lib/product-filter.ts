import type { Collection } from '#shared/constants.js';
import type { LowStockItem } from '#shared/schemas/low-stock.js';
import type { Product } from '#shared/schemas/product.js';

export interface ProductFilter {
  /** Part of the name, any case. */
  name: string;
  collection: Collection | '';
  visibility: '' | 'shown' | 'hidden';
  /** Only products with a size (or, without sizes, their own stock) at or under the threshold. */
  lowStockOnly: boolean;
}

export const NO_PRODUCT_FILTER: ProductFilter = {
  name: '',
  collection: '',
  visibility: '',
  lowStockOnly: false,
};

/** The products the filter keeps; `lowStock` has those the low stock list names. */
export function filterProducts(
  products: readonly Product[],
  filter: ProductFilter,
  lowStock: Pick<ReadonlySet<number>, 'has'>,
): Product[] {
  const name = filter.name.trim().toLocaleLowerCase();
  return products.filter(
    (product) =>
      (!name || product.name.toLocaleLowerCase().includes(name)) &&
      (!filter.collection || product.collection === filter.collection) &&
      (!filter.visibility || product.isVisible === (filter.visibility === 'shown')) &&
      (!filter.lowStockOnly || lowStock.has(product.productId)),
  );
}

/** Each low product's lines of the low stock list ("Queen 152x190: 2 left"), fewest first. */
export function lowStockByProduct(items: readonly LowStockItem[]): Map<number, string[]> {
  const byProduct = new Map<number, string[]>();
  for (const item of items) {
    byProduct.set(item.productId, [...(byProduct.get(item.productId) ?? []), item.summary]);
  }
  return byProduct;
}
