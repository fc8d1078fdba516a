import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type BuildManifest,
  LANDING_SCREENS,
  landingScreenScripts,
} from '../../src/server/plugins/route-modules.js';

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
  'features/catalog/search-page.tsx': {
    file: 'assets/search-page-1.js',
    imports: ['_product-grid-1.js'],
  },
};

describe('the scripts preloaded for the screen a page opens on', () => {
  it("are the screen's chunk and its imports, less what index.html loads anyway, each once", () => {
    expect(landingScreenScripts(manifest, '/')).toEqual([
      '/assets/home-page-1.js',
      '/assets/product-grid-1.js',
      '/assets/product-card-1.js',
    ]);
    expect(landingScreenScripts(manifest, '/search')).toEqual([
      '/assets/search-page-1.js',
      '/assets/product-grid-1.js',
      '/assets/product-card-1.js',
    ]);
  });

  it('are none for other pages, and for screens the build does not list', () => {
    expect(landingScreenScripts(manifest, '/about')).toEqual([]);
    expect(landingScreenScripts(manifest, '/products/all')).toEqual([]);
    expect(landingScreenScripts({}, '/')).toEqual([]);
  });

  it('name modules the router really loads for those paths (src/web/app/router.tsx)', () => {
    const router = readFileSync(new URL('../../src/web/app/router.tsx', import.meta.url), 'utf8');
    for (const { module } of LANDING_SCREENS) {
      expect(router).toContain(`import('../${module.replace(/\.tsx$/, '')}')`);
    }
  });
});
