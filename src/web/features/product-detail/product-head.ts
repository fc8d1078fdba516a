import { productPageMeta } from '#shared/page-heads/product-page-meta.js';
import { unindexedMeta } from '#shared/page-heads/site-pages.js';
import { getProductQueryOptions } from '#web/api/get-product.ts';
import { getProductReviewsQueryOptions } from '#web/api/get-product-reviews.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { PageHead } from '#web/lib/page-data.ts';
import { parseProductId } from './lib/product-id';

/**
 * The product page's head, from the product its loader fetched (prefetch-product.ts): read once
 * for the page and its head alike. Hidden and unknown products get the unindexed head of
 * "Product not found"; a product that could not be read, the site's unindexed one.
 */
export const productHead: PageHead = ({ params, queryClient, publicUrl }) => {
  const productId = parseProductId(params.productId);
  if (productId === undefined) return unindexedMeta('Product not found');
  const { queryKey } = getProductQueryOptions(productId);
  const product = queryClient.getQueryData(queryKey);
  const reviews = queryClient.getQueryData(getProductReviewsQueryOptions(productId).queryKey);
  if (product) return productPageMeta(product, publicUrl, reviews?.reviews);
  const error = queryClient.getQueryState(queryKey)?.error;
  return error instanceof ApiError && error.status === 404
    ? unindexedMeta('Product not found')
    : unindexedMeta();
};
