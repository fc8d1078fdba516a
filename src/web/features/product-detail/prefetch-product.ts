import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getProductQueryOptions } from '#web/api/get-product.ts';
import { parseProductId } from './lib/product-id';

/**
 * The product route's loader: starts fetching the product while the page's own code downloads,
 * instead of after it, and returns at once so nothing waits for it. The page reads the answer
 * from the query cache (and shows its own loading, not-found and error states).
 */
export function prefetchProductLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const productId = parseProductId(params.productId);
    if (productId !== undefined) void queryClient.prefetchQuery(getProductQueryOptions(productId));
    return null;
  };
}
