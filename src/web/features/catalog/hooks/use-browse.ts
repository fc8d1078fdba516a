import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type BrowseParams,
  browseParamsFrom,
  FILTER_KEYS,
  type FilterKey,
  hasFilters,
  PAGE_KEY,
} from '../lib/browse-params';

export type BrowseKey = FilterKey | 'sort';

/**
 * A listing's sort, filters and page, read from and written to the URL. Any change but the page
 * starts again from page 1; each is its own history entry, so Back undoes it.
 */
export function useBrowse() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => browseParamsFrom(searchParams), [searchParams]);

  return {
    params,
    filtered: hasFilters(params),
    change(key: BrowseKey, value: string | undefined) {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete(PAGE_KEY);
        return next;
      });
    },
    /** The URL without any filter (and on page 1); `alsoClear` names the page's own ones. */
    clearedSearch(alsoClear: readonly string[] = []): string {
      const next = new URLSearchParams(searchParams);
      for (const key of [...FILTER_KEYS, ...alsoClear, PAGE_KEY]) next.delete(key);
      const search = next.toString();
      return search ? `?${search}` : '?';
    },
    /** The URL of another page of the listing, as a link (it works before the app has loaded). */
    pageSearch(page: number): string {
      const next = new URLSearchParams(searchParams);
      if (page > 1) next.set(PAGE_KEY, String(page));
      else next.delete(PAGE_KEY);
      const search = next.toString();
      return search ? `?${search}` : '?';
    },
  };
}

export type Browse = ReturnType<typeof useBrowse>;
export type { BrowseParams };
