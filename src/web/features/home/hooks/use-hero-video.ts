import { useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

/** Resolves once the page and everything it asked for first have loaded. */
function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const markLoaded = () => setLoaded(true);
    window.addEventListener('load', markLoaded, { once: true });
    return () => window.removeEventListener('load', markLoaded);
  }, [loaded]);
  return loaded;
}

/**
 * Whether the hero may play its video: only after the page has loaded, so the loop never competes
 * with what the shopper came for, and never for anyone who asks for reduced motion (a change of
 * that setting stops it at once).
 */
export function useHeroVideo(): boolean {
  const reducedMotion = useSyncExternalStore(
    subscribeToMotionPreference,
    prefersReducedMotion,
    () => true,
  );
  const loaded = usePageLoaded();
  return loaded && !reducedMotion;
}
