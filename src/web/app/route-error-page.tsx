import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import { NotFoundPage } from './not-found-page';

/** Shown inside the layout when a screen fails to render, so the menus still work. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);

  return (
    <section role="alert" className="mx-auto max-w-2xl px-6 py-24 text-center sm:py-32">
      <h1 className="text-3xl text-navy sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 leading-relaxed text-muted">
        This page ran into a problem. Please try again, or call us and we&apos;ll help.
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-12 items-center rounded-full bg-navy px-7 font-medium text-cream hover:bg-navy-soft"
        >
          Try again
        </button>
        <Link
          to={pagePaths.home}
          className="inline-flex min-h-12 items-center rounded-full border border-navy px-7 font-medium text-navy hover:bg-sand"
        >
          Back to Home
        </Link>
      </div>
    </section>
  );
}
