import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import type { PageMeta } from '#shared/page-heads/page-meta.js';

/** What a page's data is fetched for: the cache to fill, the route's parameters and its URL. */
export interface PageDataArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/**
 * Fetches into the cache every catalogue answer a page shows, with the query options its
 * components read them with. An answer that fails is kept as a failure (prefetchQuery never
 * throws): the page shows it as its components would.
 */
export type PageData = (args: PageDataArgs) => Promise<unknown>;

/**
 * A route's loader that fetches its page's data (issue 22, decision 0043). On the server
 * (`waitForData`) the render waits for it, so a page renders once with every answer in. In the
 * browser it only starts the calls, alongside the page's code, and returns at once: the page
 * shows its own loading state as before, and the answers arrive sooner.
 */
export function pageDataLoader(
  queryClient: QueryClient,
  waitForData: boolean,
  pageData: () => Promise<PageData>,
) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const fetched = pageData().then((fetch) =>
      fetch({ queryClient, params, url: new URL(request.url) }),
    );
    if (waitForData) await fetched;
    else void fetched.catch(() => undefined);
    return null;
  };
}

/** What a page's head is built from: its route's parameters and the answers its loader fetched. */
export interface PageHeadArgs {
  params: Params;
  queryClient: QueryClient;
  publicUrl: string;
}

/**
 * A page's head (title, meta, structured data, preloads), declared by its route (`handle.head`)
 * and built by the server's renderer from what the route's loader fetched.
 */
export type PageHead = (page: PageHeadArgs) => PageMeta;
