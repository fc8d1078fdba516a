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
 * of the screen the page opens on, as its route names it (`handle.screen` in
 * src/web/app/routes.tsx, which the renderer returns with the page). Written as modulepreload
 * links, they download alongside the page instead of after the scripts that import them have run,
 * which is a round trip each.
 */
export function pageScripts(manifest: BuildManifest, screen?: string): string[] {
  const loadedAnyway = new Set(withStaticImports(manifest, ENTRY_KEY, new Set()));
  const seen = new Set<string>();
  return [APP_START_MODULE, ...(screen ? [screen] : [])]
    .flatMap((key) => withStaticImports(manifest, key, seen))
    .filter((file) => !loadedAnyway.has(file))
    .map((file) => `/${file}`);
}
