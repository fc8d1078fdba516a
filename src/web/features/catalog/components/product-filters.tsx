import { type FormEvent, useId } from 'react';
import { COLLECTIONS, collectionFromSlug, collectionSlug } from '#shared/constants.js';
import { SearchIcon } from '#web/components/icons.tsx';
import type { ProductFilters as Filters } from '../hooks/use-product-filters';

const labelClass = 'text-xs font-semibold uppercase tracking-[0.16em] text-gold-deep';
const controlClass =
  'mt-2 block min-h-12 w-full rounded-full border border-sand-deep bg-white text-base text-ink focus:border-navy';

/** The product list's filter panel: search text, a collection and Reset. */
export function ProductFilters({ filters }: { filters: Filters }) {
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    filters.applyText();
  }

  return (
    <search aria-label="Filter products">
      <form
        onSubmit={submit}
        className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-sand sm:grid-cols-[1fr_14rem_auto] sm:items-end sm:p-5"
      >
        <div>
          <label htmlFor={`${id}-q`} className={labelClass}>
            Search
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-4 mt-1 size-5 -translate-y-1/2 text-muted" />
            <input
              id={`${id}-q`}
              type="search"
              value={filters.text}
              onChange={(event) => filters.changeText(event.target.value)}
              placeholder="Name, feel or material"
              autoComplete="off"
              enterKeyHint="search"
              className={`${controlClass} pr-4 pl-11 placeholder:text-muted`}
            />
          </div>
        </div>
        <div className="grid grid-cols-[1fr_auto] items-end gap-3 sm:contents">
          <div>
            <label htmlFor={`${id}-collection`} className={labelClass}>
              Collection
            </label>
            <select
              id={`${id}-collection`}
              value={filters.collection ? collectionSlug(filters.collection) : ''}
              onChange={(event) => filters.changeCollection(collectionFromSlug(event.target.value))}
              className={`${controlClass} px-4`}
            >
              <option value="">All Collections</option>
              {COLLECTIONS.map((collection) => (
                <option key={collection} value={collectionSlug(collection)}>
                  {collection}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={filters.reset}
            disabled={!filters.hasFilters}
            className="min-h-12 rounded-full border border-navy px-6 font-medium text-navy transition-colors hover:bg-sand disabled:border-sand-deep disabled:text-muted disabled:hover:bg-transparent"
          >
            Reset
          </button>
        </div>
      </form>
    </search>
  );
}
