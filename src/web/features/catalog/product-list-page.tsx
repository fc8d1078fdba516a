import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getProductsQueryOptions } from '#web/api/get-products.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ProductGrid } from '#web/components/product/product-grid.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { ProductFilters } from './components/product-filters';
import { ResultCount } from './components/result-count';
import { useProductFilters } from './hooks/use-product-filters';

/** /products/all: every visible product, narrowed by search text and collection. */
export function ProductListPage() {
  usePageTitle('All Products');
  const filters = useProductFilters();
  const products = useQuery({
    ...getProductsQueryOptions({ collection: filters.collection, q: filters.query }),
    // The last results stay (dimmed) while a new filter loads, so the grid does not blink.
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="product-list-title">
      <PageHeader id="product-list-title" eyebrow="Shop" title="All Products">
        Mattresses for every way of sleeping, and the pillows, toppers and linen to go with them.
        Delivered free across Singapore.
      </PageHeader>
      <div className="mx-auto max-w-7xl px-5 py-8 sm:px-8 sm:py-12">
        <ProductFilters filters={filters} />
        <div className="mt-6 mb-4 sm:mt-8">
          <h2 className="sr-only">Products</h2>
          <ResultCount query={products} />
        </div>
        <ProductGrid
          nearTop
          query={products}
          emptyText="No products yet."
          errorFallback="Failed to load products"
        />
      </div>
    </section>
  );
}
