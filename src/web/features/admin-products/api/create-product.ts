import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProductApiPath } from '#shared/admin-api-paths.js';
import { createProductResponseSchema, type ProductInput } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { refreshCatalogue } from './query-keys';

export function createProduct(input: ProductInput) {
  return api.post(createProductApiPath, input, { schema: createProductResponseSchema });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSettled: () => refreshCatalogue(queryClient),
  });
}
