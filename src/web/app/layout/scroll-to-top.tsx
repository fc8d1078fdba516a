import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec section 2: when the path changes and no hash is present, the page scrolls to the top.
 * A hash means the link points into the page, so the browser's own jump is kept. The page the
 * app opens on keeps its place: a shopper may have scrolled the server-rendered page already.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const scrolledFor = useRef(pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path scrolls, not a new hash
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
