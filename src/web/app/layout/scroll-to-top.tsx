import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec section 2: when the path changes and no hash is present, the page scrolls to the top.
 * A hash means the link points into the page, so the browser's own jump is kept.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path scrolls, not a new hash
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
