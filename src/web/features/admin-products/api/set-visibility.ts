import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productVisibilityApiPath } from '#shared/admin-api-paths.js';
import type { Product } from '#shared/schemas/product.js';
import { visibilityResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { adminProductsKey, refreshCatalogue } from './query-keys';

export function setVisibility(input: { productId: number; isVisible: boolean }) {
  return api.put(
    productVisibilityApiPath(input.productId),
    { isVisible: input.isVisible },
    { schema: visibilityResponseSchema },
  );
}

/** Spec section 4: the switch flips at once and flips back when the server refuses. */
export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVisibility,
    onMutate: async ({ productId, isVisible }) => {
      await queryClient.cancelQueries({ queryKey: adminProductsKey });
      const previous = queryClient.getQueryData<Product[]>(adminProductsKey);
      queryClient.setQueryData<Product[]>(adminProductsKey, (list) =>
        list?.map((p) => (p.productId === productId ? { ...p, isVisible } : p)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(adminProductsKey, context.previous);
    },
    onSettled: () => refreshCatalogue(queryClient),
  });
}
