import { type RefObject, useLayoutEffect, useState } from 'react';

/** The root font size turns rem into pixels, so a zoomed or enlarged text moves the limit too. */
function remInPixels(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * Whether the element is narrower than `rem`: measured before the first paint, then followed as
 * it resizes. A hidden element (no width: a screen of the admin not on show) keeps its last
 * answer, so showing it again does not flash the other layout. Without ResizeObserver (jsdom)
 * the answer stays false.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, rem: number): boolean {
  const [narrower, setNarrower] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      if (width > 0) setNarrower(width < rem * remInPixels());
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rem]);
  return narrower;
}
