/**
 * The contract between the server and the app's page renderer (src/web/entry-server.tsx, which the
 * build bundles to dist/ssr/entry-server.js): the server hands every page request that is not an
 * API call to it, and sends what it answers.
 */

import type { PageMeta } from './page-heads/page-meta.js';

/** A rendered page: its markup for #root and the state the browser picks up from it. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The page's head, from its route's definition and the answers its loader fetched. */
  head: PageMeta;
  /** The module of the screen the page opens on, as its route names it (`handle.screen`). */
  screen?: string;
  /** The app's markup, to go inside index.html's #root. */
  html: string;
  /** JSON for the data block with the id APP_STATE_ELEMENT_ID, `<` already escaped. */
  state: string;
}

/** A route that redirects (such as /mattress): the server answers with the redirect itself. */
export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

/**
 * A page the browser renders alone: one that depends on who is asking, or one whose data could
 * not be read. The server sends the empty shell with this head.
 */
export interface BrowserRenderedPage {
  kind: 'shell';
  head: PageMeta;
  /** The module of the screen the page opens on, as its route names it (`handle.screen`). */
  screen?: string;
}

export interface PageRenderer {
  /** The page at a URL (path and query string): rendered, a redirect, or left to the browser. */
  render(url: string): Promise<RenderedPage | RenderedRedirect | BrowserRenderedPage>;
  /**
   * The address the page at `url` is rendered from: its path with, of its query string, only the
   * parameters the page reads, each in one spelling, in one order. Requests for one address get
   * one page, however their query strings differ (decision 0036).
   */
  pageAddress(url: string): Promise<string>;
}

/** How the renderer reaches the API: the server hands calls to itself in process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface PageRendererOptions {
  /** The shop's address as shoppers see it: canonical links and previews are absolute. */
  publicUrl: string;
  /** Called after each React render of a page: once per page when its loaders fetched it all. */
  rendered?: () => void;
}

export type CreatePageRenderer = (
  transport: ApiTransport,
  options: PageRendererOptions,
) => PageRenderer;

/** The element of the rendered page whose JSON the browser hydrates its router and cache from. */
export const APP_STATE_ELEMENT_ID = 'app-state';

/**
 * The element of a rendered page listing the scripts it needs (JSON array of paths), which the
 * entry preloads once the page has painted instead of competing with it (src/web/main.tsx).
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';
