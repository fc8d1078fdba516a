import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';

/** A collection slug the shop does not know (spec section 2): say so and lead back to the list. */
export function UnknownCollection() {
  usePageTitle('Unknown collection');

  return (
    <section
      aria-labelledby="unknown-collection-title"
      className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32"
    >
      <h1 id="unknown-collection-title" className="text-3xl text-navy sm:text-4xl">
        Unknown collection
      </h1>
      <p className="mt-4 max-w-md leading-relaxed text-muted">
        We don&apos;t have a collection by that name. Every mattress and accessory is on the
        products page.
      </p>
      <Link to={pagePaths.allProducts} className={`${primaryButtonClass} mt-10`}>
        Back to Products
      </Link>
    </section>
  );
}
