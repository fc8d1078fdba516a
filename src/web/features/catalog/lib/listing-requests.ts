import { type Collection, collectionFromSlug } from '#shared/constants.js';
import type { ProductPageRequest } from '../api/get-product-page';
import { browseParamsFrom } from './browse-params';

/**
 * What each listing asks the API for, from its URL: the page's components and its route's loader
 * (page-data.ts) build their query from the same function, so the loader fetches exactly the
 * answer the page then reads.
 */

/** /products/all: search text and collection from the URL; featured first unless searching. */
export function productListRequest(search: URLSearchParams): ProductPageRequest {
  const params = browseParamsFrom(search);
  const q = (search.get('q') ?? '').trim();
  return {
    ...params,
    sort: params.sort ?? (q !== '' ? undefined : 'featured'),
    collection: collectionFromSlug(search.get('collection') ?? ''),
    q,
  };
}

/** A collection's listing (and /products/accessory): featured first unless sorted otherwise. */
export function collectionRequest(
  collection: Collection,
  search: URLSearchParams,
): ProductPageRequest {
  const params = browseParamsFrom(search);
  return { ...params, sort: params.sort ?? 'featured', collection };
}

/** /search: undefined until there is something to search for (the page then lists nothing). */
export function searchRequest(search: URLSearchParams): ProductPageRequest | undefined {
  const q = (search.get('q') ?? '').trim();
  return q ? { ...browseParamsFrom(search), q } : undefined;
}
