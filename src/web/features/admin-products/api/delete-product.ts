import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productApiPath } from '#shared/api-paths.js';
import { api } from '#web/lib/api-client.ts';
import { refreshCatalogue } from './query-keys';

export function deleteProduct(productId: number): Promise<unknown> {
  return api.delete(productApiPath(productId));
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => refreshCatalogue(queryClient),
  });
}
