import { useEffect } from 'react';

const SHOP_NAME = '8etterSleep';

/**
 * "{page} | 8etterSleep" in the tab and history. The server writes the same title into the HTML it
 * sends for crawlers; this keeps it right as the shopper moves around the single-page app.
 */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${page} | ${SHOP_NAME}`;
  }, [page]);
}
