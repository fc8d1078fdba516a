import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pagePaths } from '#shared/paths.js';
import type { CompareResult } from '#shared/schemas/compare.js';
import type { Product } from '#shared/schemas/product.js';
import { inlineLinkClass } from '#web/components/button-classes.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { setComparePicks } from '#web/lib/compare-picks.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { getComparisonQueryOptions } from './api/get-comparison';
import { CompareTable } from './components/compare-table';
import { compareIdsOf } from './lib/compare-params';

const mattressesLink = (
  <Link to={pagePaths.mattresses} className={inlineLinkClass}>
    Browse the mattresses
  </Link>
);

/** What the address asked for that is not shown: said, never silently dropped. */
function MissingNote({ missing }: { missing: readonly number[] }) {
  if (missing.length === 0) return null;
  const many = missing.length > 1;
  return (
    <p role="note" className="rounded-xl bg-sand/50 p-4 text-sm text-ink">
      {many ? `${missing.length} of the mattresses` : 'One of the mattresses'} in this link{' '}
      {many ? 'are' : 'is'} no longer in the shop, so {many ? 'they are' : 'it is'} left out.
    </p>
  );
}

function Comparison({ result }: { result: CompareResult }) {
  const navigate = useNavigate();
  const { products } = result;
  // The shared link's mattresses become this browser's picks, so the tray and toggles agree.
  useEffect(() => {
    setComparePicks(products.map(({ productId, name }) => ({ productId, name })));
  }, [products]);
  const remove = (product: Product) => {
    const left = products.filter((shown) => shown.productId !== product.productId);
    navigate(pagePaths.compare(left.map((shown) => shown.productId)));
  };
  return (
    <div className="space-y-5">
      <MissingNote missing={result.missing} />
      {products.length === 0 ? (
        <p className="text-muted">
          No mattresses to compare. {mattressesLink} and pick up to three.
        </p>
      ) : (
        <CompareTable products={products} onRemove={remove} />
      )}
    </div>
  );
}

/**
 * /compare?ids=3,7,9: up to three mattresses side by side, rendered on the server from the ids in
 * the address, so a shared link shows the same comparison.
 */
export function ComparePage() {
  usePageTitle('Compare Mattresses');
  const [searchParams] = useSearchParams();
  const ids = compareIdsOf(searchParams);
  const comparison = useQuery({ ...getComparisonQueryOptions(ids), enabled: ids.length > 0 });
  return (
    <section aria-labelledby="compare-title">
      <PageHeader id="compare-title" eyebrow="Shop" title="Compare mattresses">
        Up to three mattresses side by side: prices by size, firmness, height, layers, materials and
        warranty. Pick them with Compare on a mattress&apos;s card or page.
      </PageHeader>
      {/* Room on the right for the chat button until the page's own margin gives it. */}
      <div className="mx-auto max-w-7xl px-5 py-8 sm:px-8 sm:py-12 lg:pr-24 2xl:pr-8">
        {ids.length === 0 ? (
          <p className="text-muted">
            No mattresses chosen yet. {mattressesLink} and pick up to three.
          </p>
        ) : (
          <QueryStates
            query={comparison}
            failure="Failed to load the comparison"
            isEmpty={() => false}
          >
            {(result) => <Comparison result={result} />}
          </QueryStates>
        )}
      </div>
    </section>
  );
}
