import { collectionFromSlug } from '#shared/constants.js';
import type { PageData } from '#web/lib/page-data.ts';
import { getProductPageQueryOptions, type ProductPageRequest } from '../api/get-product-page';
import { collectionRequest, productListRequest, searchRequest } from './listing-requests';

/** The listings' data: the one page of products each shows (src/web/lib/page-data.ts). */
const listingOf =
  (request: (url: URL, slug: string | undefined) => ProductPageRequest | undefined): PageData =>
  async ({ queryClient, params, url }) => {
    const asked = request(url, params.slug);
    if (asked) await queryClient.prefetchQuery(getProductPageQueryOptions(asked));
  };

export const productListData = listingOf((url) => productListRequest(url.searchParams));

export const collectionData = listingOf((url, slug = '') => {
  const collection = collectionFromSlug(slug);
  return collection && collectionRequest(collection, url.searchParams);
});

export const accessoriesData = listingOf((url) =>
  collectionRequest('Accessories', url.searchParams),
);

export const searchData = listingOf((url) => searchRequest(url.searchParams));
