import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

function subscribeToPageLoad(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/** True once the page and everything it asked for first have loaded; false on the server. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToPageLoad,
    () => document.readyState === 'complete',
    () => false,
  );
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
