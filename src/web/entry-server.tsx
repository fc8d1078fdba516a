import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import type { PageMeta } from '#shared/page-heads/page-meta.js';
import { unindexedMeta } from '#shared/page-heads/site-pages.js';
import type {
  BrowserRenderedPage,
  CreatePageRenderer,
  PageRendererOptions,
  RenderedPage,
  RenderedRedirect,
} from '#shared/page-rendering.js';
import type { AppState } from '#web/app/app-state.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/app/query-client.ts';
import type { RouteHandle } from '#web/app/route-handle.ts';
import { createRoutes } from '#web/app/routes.tsx';
import { setAppTransport } from '#web/lib/api-client.ts';
import type { PageHeadArgs } from '#web/lib/page-data.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

/**
 * The server's page renderer (decision 0010): the same routes and components as the browser,
 * rendered to HTML with the catalogue answers they ask for, so a shopper sees the page before any
 * script has run and the browser then takes the markup over (src/web/main.tsx).
 */

/**
 * A page renders once: its route's loader has fetched every catalogue answer it shows (decision
 * 0043). Should a component ask for one its loader did not fetch, the renderer fetches it and
 * renders again rather than send a page with a loading state, up to this many renders in all;
 * each render is counted (shop_pages_rendered_total), so a page that needs two shows up there.
 */
const MAX_RENDERS = 4;
/** Requests are matched by path and query only: any origin does. */
const ORIGIN = 'http://shop.invalid';

const isCatalogQuery = (query: Query) => query.queryKey[0] === CATALOG_SCOPE;

/**
 * A catalogue answer a component asked for that the server has not fetched yet. A query keeps its
 * observer's options, `enabled` among them, though its own type leaves that out.
 */
const isUnanswered = (query: Query) =>
  isCatalogQuery(query) &&
  query.state.status === 'pending' &&
  (query.options as { enabled?: unknown }).enabled !== false;

const failedCatalogAnswer = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => isCatalogQuery(query) && query.state.status === 'error');

/**
 * Renders the page with the answers its loaders fetched: undefined if one failed (the browser
 * then shows its own not-found or error state, as its first render could not match ours).
 */
async function renderWithAnswers(
  queryClient: QueryClient,
  render: () => string,
  rendered: () => void,
): Promise<string | undefined> {
  if (failedCatalogAnswer(queryClient)) return undefined;
  for (let renders = 1; renders <= MAX_RENDERS; renders += 1) {
    const html = render();
    rendered();
    const unanswered = queryClient.getQueryCache().getAll().filter(isUnanswered);
    if (unanswered.length === 0) return html;
    await Promise.all(unanswered.map((query) => query.fetch().catch(() => undefined)));
    if (unanswered.some((query) => query.state.status === 'error')) return undefined;
  }
  return undefined;
}

type RouteMatches = ReturnType<typeof matchRoutes>;

function routeHandles(matches: RouteMatches): RouteHandle[] {
  return (matches ?? []).map(({ route }) => (route.handle ?? {}) as RouteHandle);
}

/** The status the innermost route that decides one gives the page (a 404 for what is not there). */
function pageStatus(matches: RouteMatches): number {
  for (const { route, params } of [...(matches ?? [])].reverse()) {
    const { status } = (route.handle ?? {}) as RouteHandle;
    const decided = typeof status === 'function' ? status(params) : status;
    if (decided !== undefined) return decided;
  }
  return 200;
}

/**
 * The page's head, from its route's definition: the innermost route with a `head` of its own
 * builds it (from the answers its loader fetched, when it needs them). Pages whose routes declare
 * none (those of visitors' own, the not-found page) stay out of search engines.
 */
async function pageHead(
  matches: RouteMatches,
  page: Omit<PageHeadArgs, 'params'>,
): Promise<PageMeta> {
  for (const { route, params } of [...(matches ?? [])].reverse()) {
    const { head } = (route.handle ?? {}) as RouteHandle;
    if (head) return (await head())({ ...page, params });
  }
  return unindexedMeta();
}

/** The module of the screen the page opens on: the innermost route's that names one. */
function pageScreen(matches: RouteMatches): string | undefined {
  return routeHandles(matches).findLast((handle) => handle.screen !== undefined)?.screen;
}

async function renderPage(
  url: string,
  { rendered, publicUrl }: Required<PageRendererOptions>,
): Promise<RenderedPage | RenderedRedirect | BrowserRenderedPage> {
  const queryClient = createQueryClient();
  // The loaders fetch each page's catalogue answers, and the render waits for them.
  const routes = createRoutes(queryClient, { waitForData: true });
  const request = new Request(new URL(url, ORIGIN));
  const { pathname } = new URL(request.url);
  // Decided before any loader runs: those of session pages would see a visitor without a session.
  const matches = matchRoutes(routes, pathname);
  const head = () => pageHead(matches, { queryClient, publicUrl });
  const screen = pageScreen(matches);
  const shell = async (): Promise<BrowserRenderedPage> => ({
    kind: 'shell',
    head: await head(),
    screen,
  });
  if (routeHandles(matches).some((handle) => handle.browserOnly)) return shell();

  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location && context.status >= 300 && context.status < 400
      ? { kind: 'redirect', status: context.status, location }
      : shell();
  }
  // A loader that failed: the browser renders the route's error screen itself.
  if (context.errors) return shell();

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderWithAnswers(
    queryClient,
    () =>
      renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            {/* The state goes in a JSON data block of our own: the CSP allows no inline script. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    rendered,
  );
  if (html === undefined) return shell();

  const state: AppState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => isCatalogQuery(query) && query.state.status === 'success',
    }),
  };
  return {
    kind: 'page',
    status: pageStatus(matches),
    html,
    state: JSON.stringify(state).replace(/</g, '\\u003c'),
    head: await head(),
    screen,
  };
}

/**
 * A page's path and, when the server renders it, the query parameters its routes read (their
 * `readsQuery`), sorted. A page left to the browser is the same shell whatever its query string.
 */
async function pageAddress(routes: RouteObject[], url: string): Promise<string> {
  const queryStart = url.indexOf('?');
  // Without a query string the address is the path: no route matching on the way to a kept page.
  if (queryStart === -1) return url;
  const pathname = url.slice(0, queryStart);
  const handles = routeHandles(matchRoutes(routes, pathname));
  if (handles.some((handle) => handle.browserOnly)) return pathname;
  const search = new URLSearchParams(url.slice(queryStart + 1));
  const readers = await Promise.all(handles.map((handle) => handle.readsQuery?.()));
  const read = new URLSearchParams();
  for (const reader of readers) {
    for (const [name, value] of Object.entries(reader?.(search) ?? {})) {
      if (value !== undefined) read.set(name, value);
    }
  }
  read.sort();
  return read.size > 0 ? `${pathname}?${read}` : pathname;
}

export const createPageRenderer: CreatePageRenderer = (
  transport,
  { rendered = () => {}, publicUrl },
) => {
  setAppTransport(transport);
  // Only matched against, never loaded: no loader of these ever runs.
  const routes = createRoutes(createQueryClient());
  return {
    render: (url) => renderPage(url, { rendered, publicUrl }),
    pageAddress: (url) => pageAddress(routes, url),
  };
};
