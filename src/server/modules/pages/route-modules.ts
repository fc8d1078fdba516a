import { pageParameter, pagePaths } from '#shared/paths.js';

/** A chunk as Vite's build manifest (dist/web/.vite/manifest.json) describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The app's entry in the manifest: index.html, whose own scripts the built page already loads. */
const ENTRY_KEY = 'index.html';
/** The app's own code, which the entry imports once the page has painted (src/web/main.tsx). */
export const APP_START_MODULE = 'app/start.tsx';

/**
 * The storefront screens shoppers mostly land on, by path, with the module their route loads
 * lazily in src/web/app/routes.tsx (as the manifest names it, relative to src/web). Other pages
 * still work; their code just starts downloading once the app's own code has run.
 */
export const LANDING_SCREENS: readonly { opens: (pathname: string) => boolean; module: string }[] =
  [
    { opens: isPath(pagePaths.home), module: 'features/home/home-page.tsx' },
    {
      opens: isPathOf(pagePaths.product),
      module: 'features/product-detail/product-detail-page.tsx',
    },
    { opens: isPath(pagePaths.allProducts), module: 'features/catalog/product-list-page.tsx' },
    { opens: isPathOf(pagePaths.collection), module: 'features/catalog/collection-page.tsx' },
    { opens: isPath(pagePaths.accessories), module: 'features/catalog/accessories-page.tsx' },
    { opens: isPath(pagePaths.search()), module: 'features/catalog/search-page.tsx' },
  ];

function isPath(page: string): (pathname: string) => boolean {
  return (pathname) => pathname === page;
}

function isPathOf(page: (parameter: string) => string): (pathname: string) => boolean {
  return (pathname) => pageParameter(page, pathname) !== undefined;
}

/** A chunk and every chunk it imports statically, each once, in the order they are found. */
function withStaticImports(manifest: BuildManifest, key: string, seen: Set<string>): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => withStaticImports(manifest, imported, seen)),
  ];
}

/**
 * The script files a page needs beyond what index.html loads anyway: the app's own code and that
 * of the screen the path opens on. Written as modulepreload links, they download alongside the
 * page instead of after the scripts that import them have run, which is a round trip each.
 */
export function pageScripts(manifest: BuildManifest, pathname: string): string[] {
  const screen = LANDING_SCREENS.find(({ opens }) => opens(pathname));
  const loadedAnyway = new Set(withStaticImports(manifest, ENTRY_KEY, new Set()));
  const seen = new Set<string>();
  return [APP_START_MODULE, ...(screen ? [screen.module] : [])]
    .flatMap((key) => withStaticImports(manifest, key, seen))
    .filter((file) => !loadedAnyway.has(file))
    .map((file) => `/${file}`);
}
