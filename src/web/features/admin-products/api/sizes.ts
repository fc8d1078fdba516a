import {
  productSizeApiPath,
  productSizesApiPath,
  productSizesBulkApiPath,
} from '#shared/admin-api-paths.js';
import type { BulkSizeInput, SizeInput } from '#shared/schemas/product-admin.js';
import { dimensionsResponseSchema } from '#shared/schemas/product-admin.js';
import { api } from '#web/lib/api-client.ts';
import { useCatalogueChange } from './catalogue-change';

/** POST /products/{id}/sizes: answers the product's sizes. */
export function addSize(productId: number, size: SizeInput) {
  return api.post(productSizesApiPath(productId), size, { schema: dimensionsResponseSchema });
}

/** PUT /products/{id}/sizes/bulk: the sizes table's Save. */
export function saveSizes(productId: number, sizes: BulkSizeInput[]) {
  return api.put(
    productSizesBulkApiPath(productId),
    { sizes },
    { schema: dimensionsResponseSchema },
  );
}

/** DELETE /products/{id}/sizes/{label}. */
export function deleteSize(productId: number, label: string) {
  return api.delete(productSizeApiPath(productId, label), {
    schema: dimensionsResponseSchema,
  });
}

/** The Add size form shows a refusal of its values at their field. */
export const useAddSize = (productId: number) =>
  useCatalogueChange((size: SizeInput) => addSize(productId, size), {
    failure: 'Failed to add size',
    formShowsProblems: true,
  });

export const useSaveSizes = (productId: number) =>
  useCatalogueChange((sizes: BulkSizeInput[]) => saveSizes(productId, sizes), {
    failure: 'Failed to save sizes',
  });

export const useDeleteSize = (productId: number) =>
  useCatalogueChange((label: string) => deleteSize(productId, label), {
    failure: 'Failed to remove size',
  });
