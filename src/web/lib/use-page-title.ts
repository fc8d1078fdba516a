import { useEffect } from 'react';
import { pageTitle } from '#shared/page-titles.js';

/**
 * "{page} | 8etterSleep" in the tab and history, as the server titles the HTML it sends
 * (src/shared/page-titles.ts), kept right as the shopper moves around the single-page app.
 */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
