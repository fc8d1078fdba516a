import { Link } from 'react-router';

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-sand-deep px-4 text-sm font-medium text-navy transition-colors hover:border-navy aria-[current=page]:border-navy aria-[current=page]:bg-navy aria-[current=page]:text-cream';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The URL search string of a page. */
  searchOf: (page: number) => string;
}

/** Pages this close to the current one get their own number; farther ones collapse into "…". */
const NEIGHBOURS = 2;

/** First, last and the current page's neighbours, with null where pages are left out. */
function shownPages(page: number, pageCount: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    const near = Math.abs(number - page) <= NEIGHBOURS;
    if (number === 1 || number === pageCount || near) shown.push(number);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** Numbered pages as plain links: the server renders each, so they work before any script runs. */
export function Pagination({ page, pageCount, searchOf }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={searchOf(page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      )}
      {shownPages(page, pageCount).map((number, index) =>
        number === null ? (
          // A gap has no identity of its own; its place in the row is its key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={number}
            to={searchOf(number)}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            className={linkClass}
          >
            {number}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={searchOf(page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      )}
    </nav>
  );
}
