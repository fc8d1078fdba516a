import { useParams } from 'react-router';
import { useProduct } from '#web/api/get-product.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { ProductDetails } from './components/product-details';
import { ProductLoading } from './components/product-loading';
import { ProductUnavailable } from './components/product-unavailable';
import { parseProductId } from './lib/product-id';

/** /product/{id}: loading, failure, not found, or the product (spec sections 2 and 4). */
export function ProductDetailPage() {
  const productId = parseProductId(useParams().productId);
  // Keyed by id, so moving to another product starts again from its first size and image.
  return productId === undefined ? (
    <ProductNotFound />
  ) : (
    <ProductScreen key={productId} productId={productId} />
  );
}

function ProductNotFound() {
  usePageTitle('Product not found');
  return <ProductUnavailable title="Product not found" />;
}

function ProductScreen({ productId }: { productId: number }) {
  const product = useProduct(productId);
  const notFound = product.error instanceof ApiError && product.error.status === 404;
  // As the server titles the page it sends: "{name} | {collection} Collection | 8etterSleep".
  const title = product.data && `${product.data.name} | ${product.data.collection} Collection`;
  usePageTitle(title ?? (notFound ? 'Product not found' : 'Product'));

  if (product.isPending) return <ProductLoading />;
  if (notFound) return <ProductUnavailable title="Product not found" />;
  if (product.isError) {
    return (
      <ProductUnavailable title="Failed to load product" onRetry={() => void product.refetch()} />
    );
  }
  return <ProductDetails product={product.data} />;
}
