import { readdir } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { CreatePageRenderer } from '#shared/page-rendering.js';

/** What buildApp hands every module; each reads only what it needs. */
export interface ShopModuleOptions {
  /** Renders pages on the server (tests hand in src/web/entry-server.tsx); else the build's. */
  createPageRenderer?: CreatePageRenderer;
}

export type ShopModule = FastifyPluginAsync<ShopModuleOptions>;

interface PluginMeta {
  name?: string;
  dependencies?: string[];
}

const MODULES_DIR = new URL('./modules/', import.meta.url);
// Run from source (tsx, Vitest) this file is .ts and so are the modules; compiled, both are .js.
const EXTENSION = import.meta.url.endsWith('.ts') ? '.ts' : '.js';

/** `product-admin` → `productAdminModule`, the plugin a module's index exports. */
function pluginExportName(folder: string): string {
  return `${folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Module`;
}

function metaOf(plugin: unknown): PluginMeta | undefined {
  if (typeof plugin !== 'function') return undefined;
  return (plugin as unknown as Record<symbol, PluginMeta | undefined>)[Symbol.for('plugin-meta')];
}

async function loadModule(folder: string): Promise<{ plugin: ShopModule; meta: PluginMeta }> {
  const index = new URL(`${folder}/index${EXTENSION}`, MODULES_DIR);
  const plugin = (await import(index.href))[pluginExportName(folder)];
  const meta = metaOf(plugin);
  if (meta?.name !== folder) {
    throw new Error(
      `src/server/modules/${folder}/index must export ${pluginExportName(folder)}, a fastify-plugin named '${folder}'`,
    );
  }
  return { plugin, meta };
}

/**
 * Orders modules so each comes after the modules it declares as dependencies (names that are not
 * modules are infrastructure, registered before every module); ties go alphabetically, so the
 * order is the same on every boot.
 */
export function inDependencyOrder<T extends { meta: PluginMeta }>(modules: T[]): T[] {
  const byName = new Map(modules.map((module) => [module.meta.name as string, module]));
  const ordered: T[] = [];
  const placed = new Set<string>();
  const place = (name: string, trail: string[]): void => {
    if (placed.has(name)) return;
    if (trail.includes(name)) {
      throw new Error(`modules depend on each other: ${[...trail, name].join(' → ')}`);
    }
    const module = byName.get(name) as T;
    for (const dependency of [...(module.meta.dependencies ?? [])].sort()) {
      if (byName.has(dependency)) place(dependency, [...trail, name]);
    }
    placed.add(name);
    ordered.push(module);
  };
  for (const name of [...byName.keys()].sort()) place(name, []);
  return ordered;
}

/**
 * Every folder of src/server/modules is a module: its index exports one plugin that registers its
 * routes, jobs and decorators (decision 0042). Adding a module is adding its folder.
 */
export async function findShopModules(): Promise<ShopModule[]> {
  const folders = (await readdir(MODULES_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const modules = await Promise.all(folders.map(loadModule));
  return inDependencyOrder(modules).map((module) => module.plugin);
}
