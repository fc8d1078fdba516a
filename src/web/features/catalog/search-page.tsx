import { useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { SearchForm } from '#web/components/search-form.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { BrowseControls } from './components/browse-controls';
import { BrowseResults } from './components/browse-results';
import { CollectionNav } from './components/collection-nav';
import { useBrowse } from './hooks/use-browse';
import { searchRequest } from './lib/listing-requests';

/** /search?q=: results ranked by the server, with a search box of its own to search again. */
export function SearchPage() {
  usePageTitle('Search');
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const request = searchRequest(searchParams);
  const browse = useBrowse();

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
        <div className="space-y-4">
          {/* Keyed by the query, so Back to an earlier search shows that search in the box. */}
          <div className="max-w-2xl">
            <SearchForm key={query} defaultValue={query} label="Search again" />
          </div>
          {request && (
            <>
              <BrowseControls browse={browse} defaultSort="relevance" />
              <BrowseResults
                browse={browse}
                request={request}
                emptyText="No results found."
                errorFallback="Failed to load products"
              />
            </>
          )}
        </div>
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
