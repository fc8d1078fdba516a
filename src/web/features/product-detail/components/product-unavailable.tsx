import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';

interface ProductUnavailableProps {
  title: 'Product not found' | 'Failed to load product';
  /** Offered when trying again may help (a failure rather than a missing product). */
  onRetry?: () => void;
}

/** The page when there is no product to show: a way forward instead of a dead end. */
export function ProductUnavailable({ title, onRetry }: ProductUnavailableProps) {
  return (
    <section
      role={onRetry ? 'alert' : undefined}
      aria-labelledby="product-unavailable-title"
      className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32"
    >
      <h1 id="product-unavailable-title" className="text-3xl text-navy sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 max-w-md leading-relaxed text-muted">
        {onRetry
          ? 'Something went wrong while loading this product. Please try again.'
          : 'This product may have been taken off the shelf, or the link may be mistyped.'}
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button type="button" onClick={onRetry} className={primaryButtonClass}>
            Try again
          </button>
        )}
        <Link
          to={pagePaths.allProducts}
          className={onRetry ? secondaryButtonClass : primaryButtonClass}
        >
          Browse all products
        </Link>
      </div>
    </section>
  );
}
