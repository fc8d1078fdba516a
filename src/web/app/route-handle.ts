import type { Params } from 'react-router';
import type { SitePageName } from '#shared/page-heads/site-pages.js';
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
   * The page's head, built from its parameters and what its loader fetched (the product page's
   * name, price and pictures). Unset: the page stays out of search engines (`unindexedMeta`).
   * Loaded when asked for, as only the server's renderer asks.
   */
  head?: () => Promise<PageHead>;
  /**
   * The site page whose facts (head, sitemap entries) this route shows, by its name in
   * src/shared/page-heads/site-pages.ts: set with its head by `sitePageHandle`.
   */
  sitePage?: SitePageName;
  /**
   * The module this route loads lazily, as the build's manifest names it (relative to src/web),
   * for the screens shoppers mostly land on: the server preloads it with the app's own code
   * (src/server/modules/pages/route-modules.ts). Other pages still work; their code just starts
   * downloading once the app's own code has run.
   */
  screen?: string;
}

/**
 * The handle of a route that shows a site page: its head from the page's facts, loaded when the
 * server's renderer asks for it (the browser's first page does not carry the site's descriptions).
 */
export function sitePageHandle(name: SitePageName, handle: RouteHandle = {}): RouteHandle {
  return {
    ...handle,
    sitePage: name,
    head: async () => {
      const { SITE_PAGES } = await import('#shared/page-heads/site-pages.js');
      return ({ params }) => SITE_PAGES[name].head(params);
    },
  };
}
