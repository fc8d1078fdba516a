import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { getProductsQueryOptions } from '#web/api/get-products.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ProductGrid } from '#web/components/product/product-grid.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { CollectionNav } from './components/collection-nav';
import { ResultCount } from './components/result-count';

/** /search?q=: the search overlay's results, ranked by the server. */
export function SearchPage() {
  usePageTitle('Search');
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const results = useQuery({ ...getProductsQueryOptions({ q: query }), enabled: query !== '' });

  return (
    <section aria-labelledby="search-title">
      <PageHeader id="search-title" eyebrow="Search" title={query ? 'Search results' : 'Search'}>
        {query ? (
          <>
            Showing results for <strong className="font-semibold text-navy">“{query}”</strong>
          </>
        ) : (
          'Type something in the search bar to begin.'
        )}
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-12 px-5 py-8 sm:px-8 sm:py-12">
        {query && (
          <div>
            <div className="mb-4">
              <h2 className="sr-only">Results</h2>
              <ResultCount query={results} />
            </div>
            <ProductGrid
              nearTop
              query={results}
              emptyText="No results found."
              errorFallback="Failed to load products"
            />
          </div>
        )}
        {/* A way on when the search found nothing, or before there is anything to search. */}
        <section aria-labelledby="search-browse-title">
          <h2 id="search-browse-title" className="mb-4 text-xl text-navy">
            Browse by collection
          </h2>
          <CollectionNav />
        </section>
      </div>
    </section>
  );
}
