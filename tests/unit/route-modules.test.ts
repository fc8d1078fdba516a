import { readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  APP_START_MODULE,
  type BuildManifest,
  pageScripts,
} from '#server/modules/pages/route-modules.js';
import { createQueryClient } from '#web/app/query-client.ts';
import type { RouteHandle } from '#web/app/route-handle.ts';
import { createRoutes } from '#web/app/routes.tsx';

// The shape Vite writes: the entry, shared chunks (keys starting with _) and lazy screens.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js', '_router-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_router-1.js': { file: 'assets/router-1.js', imports: ['_react-1.js'] },
  '_product-card-1.js': { file: 'assets/product-card-1.js', imports: ['_react-1.js'] },
  '_product-grid-1.js': {
    file: 'assets/product-grid-1.js',
    imports: ['_product-card-1.js', 'index.html'],
  },
  'features/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['_product-grid-1.js', '_product-card-1.js', 'index.html', '_react-1.js'],
  },
  'app/start.tsx': { file: 'assets/start-1.js', imports: ['_react-1.js', '_query-1.js'] },
  '_query-1.js': { file: 'assets/query-1.js' },
  'features/catalog/search-page.tsx': {
    file: 'assets/search-page-1.js',
    imports: ['_product-grid-1.js'],
  },
};

const appStart = ['/assets/start-1.js', '/assets/query-1.js'];

describe('the scripts preloaded for the screen a page opens on', () => {
  it("are the app's and the screen's chunks with their imports, less what index.html loads anyway, each once", () => {
    expect(pageScripts(manifest, 'features/home/home-page.tsx')).toEqual([
      ...appStart,
      '/assets/home-page-1.js',
      '/assets/product-grid-1.js',
      '/assets/product-card-1.js',
    ]);
    expect(pageScripts(manifest, 'features/catalog/search-page.tsx')).toEqual([
      ...appStart,
      '/assets/search-page-1.js',
      '/assets/product-grid-1.js',
      '/assets/product-card-1.js',
    ]);
  });

  it("are the app's alone for other pages and screens the build does not list", () => {
    expect(pageScripts(manifest)).toEqual(appStart);
    expect(pageScripts(manifest, 'features/catalog/product-list-page.tsx')).toEqual(appStart);
    expect(pageScripts({}, 'features/home/home-page.tsx')).toEqual([]);
  });

  it('name modules the routes really load for the pages shoppers land on (routes.tsx, main.tsx)', () => {
    const source = readFileSync(new URL('../../src/web/app/routes.tsx', import.meta.url), 'utf8');
    const routes = createRoutes(createQueryClient());
    const landings = ['/', '/product/1', '/products/all', '/products/collection/hotel'];
    for (const path of [...landings, '/products/accessory', '/search']) {
      const handle = matchRoutes(routes, path)?.at(-1)?.route.handle as RouteHandle | undefined;
      expect(handle?.screen, path).toBeDefined();
      expect(source, path).toContain(`import('#web/${handle?.screen}')`);
    }
    const main = readFileSync(new URL('../../src/web/main.tsx', import.meta.url), 'utf8');
    expect(main).toContain(`import('#web/${APP_START_MODULE}')`);
  });
});
