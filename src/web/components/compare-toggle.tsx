import { useState } from 'react';
import { Link } from 'react-router';
import { COMPARE_MESSAGES } from '#shared/compare.js';
import { pagePaths } from '#shared/paths.js';
import type { Product } from '#shared/schemas/product.js';
import { toggleComparePick, useComparePicks } from '#web/lib/compare-picks.ts';

/**
 * "Compare" on a mattress's card or page: picks it or drops it. A fourth pick is refused here, in
 * words beside the button; once picked, the comparison is a link away.
 */
export function CompareToggle({ product }: { product: Pick<Product, 'productId' | 'name'> }) {
  const picks = useComparePicks();
  const [refused, setRefused] = useState(false);
  const picked = picks.some((pick) => pick.productId === product.productId);

  function toggle() {
    const outcome = toggleComparePick({ productId: product.productId, name: product.name });
    setRefused(outcome === 'full');
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <button
        type="button"
        aria-pressed={picked}
        aria-label={`Compare ${product.name}`}
        onClick={toggle}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-1 font-medium text-navy hover:underline"
      >
        <span
          aria-hidden="true"
          className={`grid size-5 place-items-center rounded border border-navy text-xs ${picked ? 'bg-navy text-cream' : 'bg-white'}`}
        >
          {picked ? '✓' : ''}
        </span>
        Compare
      </button>
      {picked && picks.length > 1 && (
        <Link
          to={pagePaths.compare(picks.map((pick) => pick.productId))}
          className="min-h-11 content-center font-medium text-gold-deep underline"
        >
          Compare {picks.length} now
        </Link>
      )}
      {refused && (
        <p role="alert" className="w-full text-danger">
          {COMPARE_MESSAGES.full}
        </p>
      )}
    </div>
  );
}
