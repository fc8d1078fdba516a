import { useEffect, useRef } from 'react';

/** What a shopper just put in the bag, as the Shopping Bag shows it when it opens (the mini-bag). */
export interface AddedToBag {
  name: string;
  sizeLabel: string | null;
  quantity: number;
  imageUrl: string | null;
}

/**
 * A window event, because the product pages and the bag are features that may not import each
 * other: the one that adds announces it, the top bar's bag opens on it.
 */
const ADDED_TO_BAG_EVENT = 'bag:added';

export function announceAddedToBag(added: AddedToBag): void {
  window.dispatchEvent(new CustomEvent<AddedToBag>(ADDED_TO_BAG_EVENT, { detail: added }));
}

export function useAddedToBag(onAdded: (added: AddedToBag) => void): void {
  const latest = useRef(onAdded);
  latest.current = onAdded;
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<AddedToBag>).detail);
    window.addEventListener(ADDED_TO_BAG_EVENT, listener);
    return () => window.removeEventListener(ADDED_TO_BAG_EVENT, listener);
  }, []);
}
