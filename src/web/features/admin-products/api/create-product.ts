import { createProductApiPath } from '#shared/admin-api-paths.js';
import { createProductResponseSchema, type ProductInput } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { useCatalogueChange } from './catalogue-change';

export function createProduct(input: ProductInput) {
  return api.post(createProductApiPath, input, { schema: createProductResponseSchema });
}

export const useCreateProduct = () =>
  useCatalogueChange(createProduct, { failure: 'Request failed', formShowsProblems: true });
