import { useSyncExternalStore } from 'react';
import { COMPARE_MAX } from '#shared/compare.js';

/**
 * The mattresses a shopper has picked to compare, in the order picked: kept in this browser
 * (localStorage, every tab alike) until the comparison's own address holds them.
 */
export interface ComparePick {
  productId: number;
  name: string;
}

const STORAGE_KEY = 'compare-picks';
const none: readonly ComparePick[] = [];
let picks: readonly ComparePick[] | undefined;
const listeners = new Set<() => void>();

function isPick(value: unknown): value is ComparePick {
  const pick = value as ComparePick | null;
  return Number.isInteger(pick?.productId) && typeof pick?.name === 'string';
}

function read(): readonly ComparePick[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isPick).slice(0, COMPARE_MAX) : none;
  } catch {
    return none; // Storage off or spoilt: the picks start again.
  }
}

function current(): readonly ComparePick[] {
  picks ??= read();
  return picks;
}

function save(next: readonly ComparePick[]) {
  picks = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: the picks still hold for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the picks: read them again.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    picks = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The picks; none while the page is rendered on the server and first drawn. */
export const useComparePicks = (): readonly ComparePick[] =>
  useSyncExternalStore(subscribe, current, () => none);

/** Picks or drops a mattress; a pick beyond COMPARE_MAX is refused ('full') and nothing changes. */
export function toggleComparePick(pick: ComparePick): 'added' | 'removed' | 'full' {
  const now = current();
  if (now.some((chosen) => chosen.productId === pick.productId)) {
    save(now.filter((chosen) => chosen.productId !== pick.productId));
    return 'removed';
  }
  if (now.length >= COMPARE_MAX) return 'full';
  save([...now, pick]);
  return 'added';
}

/** The picks become these (the comparison's address shows what is compared). */
export const setComparePicks = (next: readonly ComparePick[]) => save(next.slice(0, COMPARE_MAX));
