import { productsVisibilityApiPath } from '#shared/admin-api-paths.js';
import { bulkVisibilityResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { useCatalogueChange } from './catalogue-change';

/** PUT /products/bulk-visibility: several products hidden or shown, all or none. */
export const useSetVisibilities = () =>
  useCatalogueChange(
    (input: { productIds: number[]; isVisible: boolean }) =>
      api.put(productsVisibilityApiPath, input, { schema: bulkVisibilityResponseSchema }),
    { failure: 'Failed to update visibility' },
  );
