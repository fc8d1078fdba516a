import type { QueryClient } from '@tanstack/react-query';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

/** Every catalogue answer, the storefront's and the admin's, has a key starting with CATALOG_SCOPE. */
export const adminProductsKey = [CATALOG_SCOPE, 'admin', 'list'] as const;
export const adminProductKey = (productId: number) => [CATALOG_SCOPE, 'admin', productId] as const;

/** Every catalogue answer, the admin screens' and the storefront's. */
export const catalogueKey = [CATALOG_SCOPE] as const;

/** After any change to the catalogue both the admin screens and the storefront read it afresh. */
export function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogueKey });
}
