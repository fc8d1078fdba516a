import { productSpecsApiPath } from '#shared/admin-api-paths.js';
import { type Product, productSchema } from '#shared/schemas/product.js';
import type { ProductSpecsInput } from '#shared/schemas/product-specs.js';
import { api } from '#web/lib/api-client.ts';
import { useCatalogueChange } from './catalogue-change';

/** PUT /products/{id}/specs: the whole build at once; answers the product. */
export function saveSpecs(productId: number, specs: ProductSpecsInput): Promise<Product> {
  return api.put(productSpecsApiPath(productId), specs, { schema: productSchema });
}

/** The Specifications form shows a refusal of its values at their fields. */
export const useSaveSpecs = (productId: number) =>
  useCatalogueChange((specs: ProductSpecsInput) => saveSpecs(productId, specs), {
    failure: 'Failed to save specifications',
    formShowsProblems: true,
  });
