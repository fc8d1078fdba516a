import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Product } from '#shared/schemas/product.js';
import { errorText } from '#web/lib/api-client.ts';
import { ProductCard } from './product-card';

interface ProductGridProps {
  query: UseQueryResult<Product[]>;
  /** Shown when the call fails and the server gave no message of its own. */
  errorFallback: string;
  /** A screen's own wording of a failure (such as with the status); undefined falls back. */
  errorMessage?: (error: Error) => string | undefined;
  emptyText: ReactNode;
  /** Show at most this many cards (a teaser grid); all when absent. */
  limit?: number;
  /** Cards with a View button, as on the collection pages. */
  viewButtons?: boolean;
  /** The grid starts on the first screen (a listing page), not further down (as on Home). */
  nearTop?: boolean;
}

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4';

/**
 * In a grid near the top of its page, the cards whose pictures load at once: the first two rows on
 * phones, the first row from 1024 px, which show without scrolling (one of them is often the
 * page's largest paint). The rest wait until they are about to scroll into view.
 */
const FIRST_SCREEN_CARDS = 4;

/** Loading placeholders have no identity of their own; their position is their key. */
function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, position) => `placeholder-${position}`);
}

/** Product cards with the loading, failure and empty states every listing needs. */
export function ProductGrid({
  query,
  errorFallback,
  errorMessage,
  emptyText,
  limit,
  viewButtons = false,
  nearTop = false,
}: ProductGridProps) {
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading…
        </p>
        <ul className={gridClass} aria-hidden="true">
          {placeholderKeys(limit ?? 4).map((key) => (
            <li
              key={key}
              className="overflow-hidden rounded-xl bg-white sm:rounded-2xl ring-1 ring-sand"
            >
              <div className="aspect-[4/3] animate-pulse bg-sand motion-reduce:animate-none" />
              <div className="space-y-3 p-3 sm:p-5">
                <div className="h-3 w-1/3 rounded bg-sand" />
                <div className="h-4 w-2/3 rounded bg-sand" />
                <div className="h-4 w-1/4 rounded bg-sand" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-sand">
        <p className="text-ink">
          {errorMessage?.(query.error) ?? errorText(query.error, errorFallback)}
        </p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-5 inline-flex min-h-11 items-center rounded-full border border-navy px-6 text-sm font-medium text-navy hover:bg-sand"
        >
          Try again
        </button>
      </div>
    );
  }

  const products = limit === undefined ? query.data : query.data.slice(0, limit);
  if (products.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-6 py-10 text-center text-muted ring-1 ring-sand">
        {emptyText}
      </p>
    );
  }

  return (
    <ul
      className={`${gridClass} transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product.productId}>
          <ProductCard
            product={product}
            viewButton={viewButtons}
            eager={nearTop && index < FIRST_SCREEN_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
