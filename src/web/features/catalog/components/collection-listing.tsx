import type { Collection } from '#shared/constants.js';
import { useProducts } from '#web/api/get-products.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ProductGrid } from '#web/components/product/product-grid.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { collectionErrorText } from '../lib/collection-error';
import { COLLECTION_INTROS } from '../lib/collection-intros';
import { CollectionNav } from './collection-nav';
import { ResultCount } from './result-count';

/** One collection's products: the screen of /products/collection/{slug} and /products/accessory. */
export function CollectionListing({ collection }: { collection: Collection }) {
  const title = `${collection} Collection`;
  usePageTitle(title);
  const products = useProducts({ collection });

  return (
    <section aria-labelledby="collection-title">
      <PageHeader id="collection-title" eyebrow="Shop by collection" title={title}>
        {COLLECTION_INTROS[collection]}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5 py-8 sm:px-8 sm:py-12">
        <CollectionNav current={collection} />
        <div className="mt-6 mb-4 flex items-baseline justify-between gap-4 sm:mt-8">
          <h2 className="sr-only">Products</h2>
          <ResultCount query={products} />
        </div>
        <ProductGrid
          nearTop
          query={products}
          viewButtons
          emptyText="No products in this collection yet."
          errorFallback="Failed to load collection"
          errorMessage={(error) => collectionErrorText(collection, error)}
        />
      </div>
    </section>
  );
}
