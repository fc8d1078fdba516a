import type { Params } from 'react-router';
import type { PageHead } from '#web/lib/page-data.ts';
import type { QueryReader } from '#web/lib/page-query.ts';

/** What a route tells the server's renderer (src/web/entry-server.tsx) through its `handle`. */
export interface RouteHandle {
  /**
   * The page depends on who is asking (their session, their payment, the capability link they
   * hold): the server sends the empty shell and the browser renders it, as it does for every page
   * in development.
   */
  browserOnly?: boolean;
  /** The HTTP status the page is sent with, or that its path's parameters decide; 200 when unset. */
  status?: number | ((params: Params) => number | undefined);
  /**
   * The query parameters the page reads, as it reads them: values it would ignore left out,
   * others in the one spelling it takes them to mean. The server renders (and keeps) the page at
   * its path with these alone, so a page that reads a parameter without saying so here is
   * rendered without it. Unset: the page reads none (decision 0036). Loaded when asked for, as
   * only the server's renderer asks: the browser's first page does not carry it.
   */
  readsQuery?: () => Promise<QueryReader>;
  /**
   * The page's head, built from what its loader fetched (the product page's name, price and
   * pictures). Unset: the site's table of pages (src/shared/page-heads/site-pages.ts) by path.
   * Loaded when asked for, as only the server's renderer asks.
   */
  head?: () => Promise<PageHead>;
}
