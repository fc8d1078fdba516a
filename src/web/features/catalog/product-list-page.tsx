import { Link, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { BrowseControls } from './components/browse-controls';
import { BrowseResults } from './components/browse-results';
import { ProductFilters } from './components/product-filters';
import { useBrowse } from './hooks/use-browse';
import { useProductFilters } from './hooks/use-product-filters';
import { productListRequest } from './lib/listing-requests';

/** The product list's own filters, which "clear filters" takes away with the others. */
const LIST_FILTERS = ['q', 'collection'] as const;

/**
 * /products/all: every visible product, narrowed by search text and collection, sorted and
 * filtered; with ?kind=mattress (the menus' Mattresses) every mattress of every collection.
 */
export function ProductListPage() {
  const filters = useProductFilters();
  const browse = useBrowse();
  const [searchParams] = useSearchParams();
  const mattresses = browse.params.kind === 'mattress';
  const title = mattresses ? 'Mattresses' : 'All Products';
  usePageTitle(title);
  const searching = filters.query !== '';

  return (
    <section aria-labelledby="product-list-title">
      <PageHeader id="product-list-title" eyebrow="Shop" title={title}>
        {mattresses ? (
          <>
            Every mattress we make, from plush to firm, in every collection. Delivered free across
            Singapore. Not sure which?{' '}
            <Link to={pagePaths.mattressFinder} className={inlineLinkClass}>
              Try the mattress finder
            </Link>{' '}
            or{' '}
            <Link to={pagePaths.compare()} className={inlineLinkClass}>
              compare up to three
            </Link>
            .
          </>
        ) : (
          'Mattresses for every way of sleeping, and the pillows, toppers and linen to go with them. Delivered free across Singapore.'
        )}
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-4 px-5 py-8 sm:px-8 sm:py-12">
        <ProductFilters filters={filters} />
        <BrowseControls browse={browse} defaultSort={searching ? 'relevance' : 'featured'} />
        <BrowseResults
          browse={browse}
          request={productListRequest(searchParams)}
          narrowed={searching || filters.collection !== undefined}
          alsoClear={LIST_FILTERS}
          emptyText="No products yet."
          errorFallback="Failed to load products"
        />
      </div>
    </section>
  );
}
