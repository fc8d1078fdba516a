import { Link, useLocation } from 'react-router';
import { COMPARE_MAX } from '#shared/compare.js';
import { pagePaths } from '#shared/paths.js';
import { toggleComparePick, useComparePicks } from '#web/lib/compare-picks.ts';

/**
 * The mattresses picked to compare, each with a way to drop it, and the link to the comparison.
 * In the page's flow after its content, so it covers nothing and moves nothing when it appears
 * after the page has loaded (the picks live in the browser); not on the comparison itself.
 */
export function CompareTray() {
  const picks = useComparePicks();
  const { pathname } = useLocation();
  if (picks.length === 0 || pathname === pagePaths.compare()) return null;
  const ids = picks.map((pick) => pick.productId);
  return (
    <aside aria-label="Mattresses to compare" className="border-t border-sand bg-sand/40">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-5 py-3 sm:px-8">
        <p className="text-sm font-semibold text-navy">
          Compare ({picks.length} of {COMPARE_MAX})
        </p>
        <ul className="flex flex-wrap gap-2">
          {picks.map((pick) => (
            <li
              key={pick.productId}
              className="flex items-center gap-1 rounded-full bg-white pl-3 text-sm ring-1 ring-sand-deep"
            >
              {pick.name}
              <button
                type="button"
                aria-label={`Remove ${pick.name} from compare`}
                onClick={() => toggleComparePick(pick)}
                className="grid size-11 place-items-center rounded-full text-muted hover:text-navy"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {picks.length > 1 ? (
          <Link
            to={pagePaths.compare(ids)}
            className="ml-auto inline-flex min-h-11 items-center rounded-full bg-navy px-5 text-sm font-medium text-cream hover:bg-navy-soft"
          >
            Compare now
          </Link>
        ) : (
          <p className="text-sm text-muted">Pick another mattress to compare.</p>
        )}
      </div>
    </aside>
  );
}
