import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#shared/schemas/product.js';
import { ApiError } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';
import { getProducts } from './get-products';

export interface AccessoryList {
  products: Product[];
  /** True when no accessory is on show and the strip offers the rest of the range instead. */
  isFallback: boolean;
}

/**
 * The visible accessories. Spec section 7: when that list is empty a fallback is used, here the
 * rest of the visible range, so the strip suggests something rather than showing an empty shelf.
 */
export async function getAccessories(signal?: AbortSignal): Promise<AccessoryList> {
  const accessories = await getProducts({ collection: 'Accessories' }, signal);
  if (accessories.length > 0) return { products: accessories, isFallback: false };
  return { products: await getProducts({}, signal), isFallback: true };
}

export function getAccessoriesQueryOptions() {
  return queryOptions({
    queryKey: [CATALOG_SCOPE, 'visible', 'Accessories', 'with-fallback'],
    queryFn: ({ signal }) => getAccessories(signal),
  });
}

export function useAccessories() {
  return useQuery(getAccessoriesQueryOptions());
}

/** Spec section 8: "Failed to load Accessories ({status}): {message}". */
export function accessoriesErrorText(error: unknown): string {
  const status = error instanceof ApiError && error.status > 0 ? error.status : 'network';
  const message = error instanceof Error ? error.message : 'Request failed';
  return `Failed to load Accessories (${status}): ${message}`;
}
