import { FEATURED_PRODUCT_IDS } from '#shared/constants.js';
import { getAccessoriesQueryOptions } from '#web/api/get-accessories.ts';
import { getProductQueryOptions } from '#web/api/get-product.ts';
import { getProductFeaturesQueryOptions } from '#web/api/get-product-features.ts';
import { getProductsQueryOptions } from '#web/api/get-products.ts';
import type { PageData } from '#web/lib/page-data.ts';

/**
 * The home page's data (src/web/lib/page-data.ts): the featured mattresses and the highlights'
 * features, the accessories strip and the product grid.
 */
export const homeData: PageData = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(getProductQueryOptions(FEATURED_PRODUCT_IDS.firm)),
    queryClient.prefetchQuery(getProductQueryOptions(FEATURED_PRODUCT_IDS.plush)),
    queryClient.prefetchQuery(getProductFeaturesQueryOptions(FEATURED_PRODUCT_IDS.firm)),
    queryClient.prefetchQuery(getAccessoriesQueryOptions()),
    queryClient.prefetchQuery(getProductsQueryOptions()),
  ]);
