import { useState } from 'react';

/**
 * The rows (orders, products) chosen for a bulk change, among those shown: a choice of a row the
 * filters no longer show is dropped, so a change never reaches a row the staff cannot see.
 */
export function useChoice(shown: number[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const chosen = shown.filter((id) => picked.has(id));
  return {
    chosen,
    has: (id: number) => picked.has(id),
    all: shown.length > 0 && chosen.length === shown.length,
    toggle: (id: number) =>
      setPicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setPicked(chosen.length === shown.length ? new Set() : new Set(shown)),
    clear: () => setPicked(new Set()),
  };
}
