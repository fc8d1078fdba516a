import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES, SITEMAP_PATHS } from '#shared/page-heads/site-pages.js';
import { createQueryClient } from '#web/app/query-client.ts';
import type { RouteHandle } from '#web/app/route-handle.ts';
import { createRoutes } from '#web/app/routes.tsx';

/** Each route that shows a site page, with its full path (an index route takes its parent's). */
function sitePageRoutes(routes: RouteObject[], parentPath = ''): [string, string][] {
  return routes.flatMap((route) => {
    const path = route.path ?? parentPath;
    const { sitePage } = (route.handle ?? {}) as RouteHandle;
    return [
      ...(sitePage ? ([[sitePage, path]] as [string, string][]) : []),
      ...sitePageRoutes(route.children ?? [], path),
    ];
  });
}

describe("the site pages' facts (src/shared/page-heads/site-pages.ts)", () => {
  const declared = sitePageRoutes(createRoutes(createQueryClient()));

  it('are each shown by one route of the app, at the path they name', () => {
    expect(declared.map(([name]) => name).sort()).toEqual(Object.keys(SITE_PAGES).sort());
    for (const [name, path] of declared) {
      expect(path, name).toBe(SITE_PAGES[name as keyof typeof SITE_PAGES].path);
    }
  });

  it('list in the sitemap addresses of those routes alone, each once', () => {
    const routes = createRoutes(createQueryClient());
    expect(new Set(SITEMAP_PATHS).size).toBe(SITEMAP_PATHS.length);
    for (const path of SITEMAP_PATHS) {
      const shown = matchRoutes(routes, path)?.at(-1)?.route.handle as RouteHandle | undefined;
      expect(shown?.sitePage, path).toBeDefined();
    }
    expect(SITEMAP_PATHS).toContain('/products/collection/hotel');
  });
});
