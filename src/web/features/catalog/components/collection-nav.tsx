import { Link } from 'react-router';
import { COLLECTIONS, type Collection, collectionSlug } from '#shared/constants.js';
import { pagePaths } from '#shared/paths.js';

const pillClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border border-sand-deep px-4 text-sm font-medium text-navy transition-colors hover:border-navy aria-[current=page]:border-navy aria-[current=page]:bg-navy aria-[current=page]:text-cream';

/**
 * Every collection one tap away, the one shown (if any) marked; on phones the row scrolls sideways
 * instead of wrapping.
 */
export function CollectionNav({ current }: { current?: Collection | undefined }) {
  return (
    <nav aria-label="Collections" className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        <li>
          <Link to={pagePaths.allProducts} className={pillClass}>
            All
          </Link>
        </li>
        {COLLECTIONS.map((collection) => (
          <li key={collection}>
            <Link
              to={pagePaths.collection(collectionSlug(collection))}
              aria-current={collection === current ? 'page' : undefined}
              className={pillClass}
            >
              {collection}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
