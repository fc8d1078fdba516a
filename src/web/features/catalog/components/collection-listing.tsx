import { useSearchParams } from 'react-router';
import type { Collection } from '#shared/constants.js';
import { PageHeader } from '#web/components/page-header.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useBrowse } from '../hooks/use-browse';
import { collectionErrorText } from '../lib/collection-error';
import { COLLECTION_INTROS } from '../lib/collection-intros';
import { collectionRequest } from '../lib/listing-requests';
import { BrowseControls } from './browse-controls';
import { BrowseResults } from './browse-results';
import { CollectionNav } from './collection-nav';

/** One collection's products: the screen of /products/collection/{slug} and /products/accessory. */
export function CollectionListing({ collection }: { collection: Collection }) {
  const title = `${collection} Collection`;
  usePageTitle(title);
  const browse = useBrowse();
  const [searchParams] = useSearchParams();

  return (
    <section aria-labelledby="collection-title">
      <PageHeader id="collection-title" eyebrow="Shop by collection" title={title}>
        {COLLECTION_INTROS[collection]}
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-4 px-5 py-8 sm:px-8 sm:py-12">
        <CollectionNav current={collection} />
        <BrowseControls
          browse={browse}
          defaultSort="featured"
          mattressFilters={collection !== 'Accessories'}
        />
        <BrowseResults
          browse={browse}
          request={collectionRequest(collection, searchParams)}
          viewButtons
          emptyText="No products in this collection yet."
          errorFallback="Failed to load collection"
          errorMessage={(error) => collectionErrorText(collection, error)}
        />
      </div>
    </section>
  );
}
