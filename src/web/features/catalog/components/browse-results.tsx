import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ProductPage } from '#shared/schemas/product.js';
import { ProductGrid } from '#web/components/product/product-grid.tsx';
import { getProductPageQueryOptions, type ProductPageRequest } from '../api/get-product-page';
import type { Browse } from '../hooks/use-browse';
import { Pagination } from './pagination';
import { ResultCount } from './result-count';

const productsOf = (page: ProductPage) => page.products;

interface BrowseResultsProps {
  browse: Browse;
  request: ProductPageRequest;
  /** What the listing says when it is empty without any filter. */
  emptyText: string;
  errorFallback: string;
  errorMessage?: (error: Error) => string | undefined;
  viewButtons?: boolean;
  /** The page's own parameters that "clear filters" also takes away (such as a collection). */
  alsoClear?: readonly string[];
  /** The page's own narrowing (such as a collection) is in force. */
  narrowed?: boolean;
}

/** A listing's count, one page of cards and the links to the other pages. */
export function BrowseResults({
  browse,
  request,
  emptyText,
  errorFallback,
  errorMessage,
  viewButtons = false,
  alsoClear = [],
  narrowed = false,
}: BrowseResultsProps) {
  const options = getProductPageQueryOptions(request);
  const page = useQuery(options);
  const products = useQuery({ ...options, select: productsOf });
  const pageCount = page.data ? Math.ceil(page.data.total / page.data.limit) : 0;

  return (
    <>
      <div className="mt-6 mb-4 sm:mt-8">
        <h2 className="sr-only">Products</h2>
        <ResultCount query={page} />
      </div>
      <ProductGrid
        nearTop
        query={products}
        viewButtons={viewButtons}
        errorFallback={errorFallback}
        errorMessage={errorMessage}
        emptyText={
          browse.filtered || narrowed ? (
            <>
              No results —{' '}
              <Link
                to={browse.clearedSearch(alsoClear)}
                className="font-medium text-navy underline underline-offset-4 hover:text-gold-deep"
              >
                clear filters
              </Link>
            </>
          ) : (
            emptyText
          )
        }
      />
      <Pagination page={request.page} pageCount={pageCount} searchOf={browse.pageSearch} />
    </>
  );
}
