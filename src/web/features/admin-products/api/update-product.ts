import { productApiPath } from '#shared/api-paths.js';
import { type Product, productSchema } from '#shared/schemas/product.js';
import type { ProductInput } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { useOptimisticListChange } from '#web/lib/use-optimistic-list-change.ts';
import { useCatalogueChange } from './catalogue-change';
import { adminProductsKey, catalogueKey } from './query-keys';

export interface UpdateProductInput {
  productId: number;
  fields: ProductInput;
}

export function updateProduct({ productId, fields }: UpdateProductInput): Promise<Product> {
  return api.put(productApiPath(productId), fields, { schema: productSchema });
}

export const useUpdateProduct = () =>
  useCatalogueChange(updateProduct, { failure: 'Request failed', formShowsProblems: true });

/**
 * The list's stock box: the new stock shows at once and goes back if the server refuses it
 * (spec section 8 then alerts 'Failed to update stock').
 */
export const useUpdateStock = () =>
  useOptimisticListChange({
    listKey: adminProductsKey,
    change: ({ product, stockQty }: { product: Product; stockQty: number }) =>
      updateProduct({
        productId: product.productId,
        fields: {
          name: product.name,
          price: product.price,
          description: product.description,
          collection: product.collection,
          stockQty,
        },
      }),
    apply: (item: Product, { product, stockQty }) =>
      item.productId === product.productId ? { ...item, stockQty } : item,
    meta: { failure: 'Failed to update stock' },
    stale: catalogueKey,
  });
