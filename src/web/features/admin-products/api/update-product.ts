import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productApiPath } from '#shared/api-paths.js';
import { type Product, productSchema } from '#shared/schemas/product.js';
import type { ProductInput } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { adminProductsKey, refreshCatalogue } from './query-keys';

export interface UpdateProductInput {
  productId: number;
  fields: ProductInput;
}

export function updateProduct({ productId, fields }: UpdateProductInput): Promise<Product> {
  return api.put(productApiPath(productId), fields, { schema: productSchema });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSettled: () => refreshCatalogue(queryClient),
  });
}

/**
 * The list's stock box: the new stock shows at once and goes back if the server refuses it
 * (spec section 8 then alerts 'Failed to update stock').
 */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { product: Product; stockQty: number }) =>
      updateProduct({
        productId: input.product.productId,
        fields: {
          name: input.product.name,
          price: input.product.price,
          description: input.product.description,
          collection: input.product.collection,
          stockQty: input.stockQty,
        },
      }),
    onMutate: async ({ product, stockQty }) => {
      await queryClient.cancelQueries({ queryKey: adminProductsKey });
      const previous = queryClient.getQueryData<Product[]>(adminProductsKey);
      queryClient.setQueryData<Product[]>(adminProductsKey, (list) =>
        list?.map((p) => (p.productId === product.productId ? { ...p, stockQty } : p)),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(adminProductsKey, context.previous);
    },
    onSettled: () => refreshCatalogue(queryClient),
  });
}
