import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { useProducts } from '#web/api/get-products.ts';
import { ArrowRightIcon } from '#web/components/icons.tsx';
import { ProductGrid } from '#web/components/product/product-grid.tsx';
import { SectionHeading } from './section-heading';

/** A first look at the range; the full list with filters lives on /products/all. */
const HOME_PRODUCT_COUNT = 8;

export function HomeProducts() {
  const products = useProducts();

  return (
    <section
      aria-labelledby="home-products-title"
      className="mx-auto max-w-7xl px-5 py-16 sm:px-8 lg:py-24"
    >
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading
          id="home-products-title"
          eyebrow="Shop the range"
          title="Made for deeper sleep"
        >
          Mattresses, pillows and bedding, delivered free across Singapore.
        </SectionHeading>
        <Link
          to={pagePaths.allProducts}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy hover:text-gold-deep"
        >
          View all products
          <ArrowRightIcon className="size-5" />
        </Link>
      </div>
      <div className="mt-10">
        <ProductGrid
          query={products}
          limit={HOME_PRODUCT_COUNT}
          errorFallback="Failed to load products"
          emptyText="No products yet."
        />
      </div>
    </section>
  );
}
