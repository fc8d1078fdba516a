import type { Collection } from '#shared/constants.js';
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

/** The products the filter keeps; `lowStockIds` are those the low stock list names. */
export function filterProducts(
  products: readonly Product[],
  filter: ProductFilter,
  lowStockIds: ReadonlySet<number>,
): Product[] {
  const name = filter.name.trim().toLocaleLowerCase();
  return products.filter(
    (product) =>
      (!name || product.name.toLocaleLowerCase().includes(name)) &&
      (!filter.collection || product.collection === filter.collection) &&
      (!filter.visibility || product.isVisible === (filter.visibility === 'shown')) &&
      (!filter.lowStockOnly || lowStockIds.has(product.productId)),
  );
}
