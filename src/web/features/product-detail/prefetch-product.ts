import { getAccessoriesQueryOptions } from '#web/api/get-accessories.ts';
import { getProductQueryOptions } from '#web/api/get-product.ts';
import { getProductReviewsQueryOptions } from '#web/api/get-product-reviews.ts';
import type { PageData } from '#web/lib/page-data.ts';
import { parseProductId } from './lib/product-id';
import { sleepPositionOf } from './lib/review-filter';

/**
 * The product page's data (src/web/lib/page-data.ts): the product, the accessories strip
 * beneath it and the first page of its reviews, filtered as the address asks. In the browser the route starts these while the page's own code downloads, rather
 * than after, and the page shows its own loading, not-found and error states.
 */
export const productData: PageData = async ({ queryClient, params, url }) => {
  const productId = parseProductId(params.productId);
  if (productId === undefined) return;
  await Promise.all([
    queryClient.prefetchQuery(getProductQueryOptions(productId)),
    queryClient.prefetchQuery(getAccessoriesQueryOptions()),
    // The first page of reviews: rendered with the page and named in its structured data.
    queryClient.prefetchQuery(
      getProductReviewsQueryOptions(productId, 1, sleepPositionOf(url.searchParams)),
    ),
  ]);
};
