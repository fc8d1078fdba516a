import { Link } from 'react-router';
import { pagePaths } from '#shared/paths.js';

/** The shop's "nothing here" screen, also shown by routes whose screens are still to come. */
export function NotFoundPage() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-32"
    >
      <p className="font-serif text-7xl text-sand-deep" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl text-navy sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 max-w-md leading-relaxed text-muted">
        We couldn&apos;t find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link
          to={pagePaths.home}
          className="inline-flex min-h-12 items-center rounded-full bg-navy px-7 font-medium text-cream hover:bg-navy-soft"
        >
          Back to Home
        </Link>
        <Link
          to={pagePaths.allProducts}
          className="inline-flex min-h-12 items-center rounded-full border border-navy px-7 font-medium text-navy hover:bg-sand"
        >
          Browse all products
        </Link>
      </div>
    </section>
  );
}
