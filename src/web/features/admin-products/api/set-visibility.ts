import { productVisibilityApiPath } from '#shared/admin-api-paths.js';
import type { Product } from '#shared/schemas/product.js';
import { visibilityResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { useOptimisticListChange } from '#web/lib/use-optimistic-list-change.ts';
import { adminProductsKey, catalogueKey } from './query-keys';

export function setVisibility(input: { productId: number; isVisible: boolean }) {
  return api.put(
    productVisibilityApiPath(input.productId),
    { isVisible: input.isVisible },
    { schema: visibilityResponseSchema },
  );
}

/** Spec section 4: the switch flips at once and flips back when the server refuses. */
export const useSetVisibility = () =>
  useOptimisticListChange({
    listKey: adminProductsKey,
    change: setVisibility,
    apply: (product: Product, { productId, isVisible }) =>
      product.productId === productId ? { ...product, isVisible } : product,
    meta: { failure: 'Failed to update visibility' },
    stale: catalogueKey,
  });
