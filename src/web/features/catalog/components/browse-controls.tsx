import { useId, useState } from 'react';
import { FIRMNESS_MAX, FIRMNESS_MIN, SIZE_NAMES } from '#shared/constants.js';
import { formatDollars } from '#shared/money.js';
import type { ProductSort } from '#shared/schemas/product.js';
import type { Browse, BrowseKey } from '../hooks/use-browse';
import { FILTER_KEYS } from '../lib/browse-params';

const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low–high',
  'price-desc': 'Price: high–low',
  newest: 'Newest',
};

const FIRMNESS_STEPS = Array.from(
  { length: FIRMNESS_MAX - FIRMNESS_MIN + 1 },
  (_, step) => FIRMNESS_MIN + step,
);
/** Price bounds a shopper picks from, in dollars: the catalogue runs from pillows to S$5,000 beds. */
const PRICE_STEPS = [50, 100, 500, 1000, 1500, 2000, 2500, 3000, 4000, 5000];

const labelClass = 'text-xs font-semibold uppercase tracking-[0.16em] text-gold-deep';
const selectClass =
  'mt-2 block min-h-12 w-full rounded-full border border-sand-deep bg-white px-4 text-base text-ink focus:border-navy';

interface BrowseControlsProps {
  browse: Browse;
  /** The search page ranks by relevance unless the shopper picks a sort. */
  defaultSort: 'featured' | 'relevance';
  /** Mattress-only filters make no sense on the accessories listing. */
  mattressFilters?: boolean;
}

/** Sort and filters of a listing; each change loads the matching page from the server. */
export function BrowseControls({
  browse,
  defaultSort,
  mattressFilters = true,
}: BrowseControlsProps) {
  const id = useId();
  const { params } = browse;
  // On phones the filters fold away under a button, so the products start on the first screen.
  const [filtersShown, setFiltersShown] = useState(false);
  const activeFilters = FILTER_KEYS.filter((key) => params[key] !== undefined).length;

  function control(key: BrowseKey, label: string, value: string, options: [string, string][]) {
    return (
      <div>
        <label htmlFor={`${id}-${key}`} className={labelClass}>
          {label}
        </label>
        <select
          id={`${id}-${key}`}
          value={value}
          onChange={(event) => browse.change(key, event.target.value || undefined)}
          className={selectClass}
        >
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      </div>
    );
  }

  const sorts = Object.entries(SORT_LABELS) as [ProductSort, string][];
  const sortOptions: [string, string][] =
    defaultSort === 'relevance'
      ? [['', 'Best match'], ...sorts]
      : sorts.map(([sort, label]) => [sort === 'featured' ? '' : sort, label]);
  const numbers = (steps: number[], text: (step: number) => string): [string, string][] =>
    steps.map((step) => [String(step), text(step)]);
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));

  return (
    <search aria-label="Sort and filter">
      <div className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand sm:grid-cols-3 sm:p-5 lg:grid-cols-6">
        {control('sort', 'Sort by', params.sort ?? '', sortOptions)}
        <div className="flex items-end lg:hidden">
          <button
            type="button"
            aria-expanded={filtersShown}
            aria-controls={`${id}-filters`}
            onClick={() => setFiltersShown((shown) => !shown)}
            className="min-h-12 w-full rounded-full border border-navy px-4 font-medium text-navy transition-colors hover:bg-sand"
          >
            {filtersShown ? 'Hide filters' : 'Filters'}
            {activeFilters > 0 && ` (${activeFilters})`}
          </button>
        </div>
        <div
          id={`${id}-filters`}
          className={`${filtersShown ? 'grid' : 'hidden'} col-span-full grid-cols-2 gap-3 sm:grid-cols-3 lg:col-span-5 lg:grid lg:grid-cols-5`}
        >
          {control('size', 'Size', params.size ?? '', [
            ['', 'Any size'],
            ...SIZE_NAMES.map((size): [string, string] => [size, size]),
          ])}
          {mattressFilters &&
            control('firmnessMin', 'Firmness from', text(params.firmnessMin), [
              ['', 'Softest'],
              ...numbers(FIRMNESS_STEPS, (step) => `${step}/10`),
            ])}
          {mattressFilters &&
            control('firmnessMax', 'Firmness to', text(params.firmnessMax), [
              ['', 'Firmest'],
              ...numbers(FIRMNESS_STEPS, (step) => `${step}/10`),
            ])}
          {control('priceMin', 'Price from', text(params.priceMin), [
            ['', 'Any price'],
            ...numbers(PRICE_STEPS, (step) => formatDollars(step)),
          ])}
          {control('priceMax', 'Price to', text(params.priceMax), [
            ['', 'Any price'],
            ...numbers(PRICE_STEPS, (step) => formatDollars(step)),
          ])}
        </div>
      </div>
    </search>
  );
}
