import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether a media query matches, following its changes; `onServer` while rendering on the server. */
function useMediaQuery(query: string, onServer: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
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
 * with what the shopper came for, never for anyone who asks for reduced motion (a change of
 * that setting stops it at once), and only on the screens the wide scene is for (`wideMedia`):
 * the landscape loop would undo the portrait crop phones get.
 */
export function useHeroVideo(wideMedia: string): boolean {
  const reducedMotion = useMediaQuery(REDUCED_MOTION, true);
  const wide = useMediaQuery(wideMedia, false);
  const loaded = usePageLoaded();
  return loaded && wide && !reducedMotion;
}
