import type { QueryClient } from '@tanstack/react-query';

/** Every catalogue answer, the storefront's and the admin's, has a key starting with 'products'. */
export const adminProductsKey = ['products', 'admin', 'list'] as const;
export const adminProductKey = (productId: number) => ['products', 'admin', productId] as const;

/** After any change to the catalogue both the admin screens and the storefront read it afresh. */
export function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['products'] });
}
