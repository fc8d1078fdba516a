/** A chunk as Vite's build manifest (dist/web/.vite/manifest.json) describes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The app's entry in the manifest: index.html, whose own scripts the built page already loads. */
const ENTRY_KEY = 'index.html';

/**
 * The storefront screens shoppers mostly land on, by path, with the module their route loads
 * lazily in src/web/app/router.tsx (as the manifest names it, relative to src/web). Other pages
 * still work; their code just starts downloading once the app's own code has run.
 */
export const LANDING_SCREENS: readonly { path: RegExp; module: string }[] = [
  { path: /^\/$/, module: 'features/home/home-page.tsx' },
  { path: /^\/product\/[^/]+$/, module: 'features/product-detail/product-detail-page.tsx' },
  { path: /^\/products\/all$/, module: 'features/catalog/product-list-page.tsx' },
  { path: /^\/products\/collection\/[^/]+$/, module: 'features/catalog/collection-page.tsx' },
  { path: /^\/products\/accessory$/, module: 'features/catalog/accessories-page.tsx' },
  { path: /^\/search$/, module: 'features/catalog/search-page.tsx' },
];

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
 * The script files of the screen a path opens on, beyond what index.html loads anyway: written as
 * modulepreload links, they download alongside the app's code instead of after it has run, which
 * is a whole round trip before the page's content can show. Empty for other paths.
 */
export function landingScreenScripts(manifest: BuildManifest, pathname: string): string[] {
  const screen = LANDING_SCREENS.find(({ path }) => path.test(pathname));
  if (!screen) return [];
  const loadedAnyway = new Set(withStaticImports(manifest, ENTRY_KEY, new Set()));
  return withStaticImports(manifest, screen.module, new Set())
    .filter((file) => !loadedAnyway.has(file))
    .map((file) => `/${file}`);
}
