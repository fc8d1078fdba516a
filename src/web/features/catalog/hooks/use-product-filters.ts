import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Collection, collectionFromSlug, collectionSlug } from '#shared/constants.js';
import { FILTER_KEYS, PAGE_KEY } from '../lib/browse-params';

/** Long enough to let a word be typed, short enough to feel live. */
const SEARCH_DELAY_MS = 300;

/**
 * What Reset takes away: the search, the collection, every filter of the panel below and the
 * sort, so the list is back as it first opened. The kind stays: Reset on Mattresses shows every
 * mattress, not every product.
 */
const RESET_KEYS = ['q', 'collection', 'sort', ...FILTER_KEYS] as const;

type ParamChanges = Record<(typeof RESET_KEYS)[number], string | undefined>;

/**
 * The product list's filters live in the URL (?q=&collection=), so a reload, a shared link or Back
 * from a product shows the same list. The search box answers at once; the URL, and with it the
 * request, follows when typing pauses.
 */
export function useProductFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlText = searchParams.get('q') ?? '';
  const collection = collectionFromSlug(searchParams.get('collection') ?? '');
  const [text, setText] = useState(urlText);
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back or Forward changed the URL: the box shows what the URL now says.
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    setText(urlText);
  }

  useEffect(() => () => clearTimeout(pending.current), []);

  const update = useCallback(
    (changes: Partial<ParamChanges>, options: { replace: boolean }) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        // Other results: they start again from their first page.
        next.delete(PAGE_KEY);
        return next;
      }, options);
    },
    [setSearchParams],
  );

  // Letters replace the history entry: Back leaves the list rather than undoing one letter.
  const writeText = useCallback(
    (value: string) => {
      clearTimeout(pending.current);
      update({ q: value.trim() ? value : undefined }, { replace: true });
    },
    [update],
  );

  return {
    text,
    /** Trimmed search text the list is showing results for. */
    query: urlText.trim(),
    collection,
    /** Whether Reset has anything to take away. */
    hasFilters: Boolean(text.trim()) || RESET_KEYS.some((key) => searchParams.has(key)),
    changeText(value: string) {
      setText(value);
      clearTimeout(pending.current);
      pending.current = setTimeout(() => writeText(value), SEARCH_DELAY_MS);
    },
    /** Enter in the box: no need to wait for the pause. */
    applyText() {
      writeText(text);
    },
    changeCollection(value: Collection | undefined) {
      update({ collection: value && collectionSlug(value) }, { replace: false });
    },
    reset() {
      clearTimeout(pending.current);
      setText('');
      update(Object.fromEntries(RESET_KEYS.map((key) => [key, undefined])), { replace: false });
    },
  };
}

export type ProductFilters = ReturnType<typeof useProductFilters>;
