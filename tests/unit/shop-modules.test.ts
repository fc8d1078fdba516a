import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findShopModules, inDependencyOrder } from '#server/shop-modules.js';

/**
 * The modules are found by folder and ordered by the dependencies their plugins declare
 * (decision 0042): a new module is its folder, and app.ts does not change.
 */

const META = Symbol.for('plugin-meta');

interface Meta {
  name: string;
  dependencies?: string[];
}

function metaOf(plugin: unknown): Meta {
  return (plugin as Record<symbol, Meta>)[META] as Meta;
}

const nameOf = (plugin: unknown) => metaOf(plugin).name;

const declared = (name: string, dependencies: string[] = []) => ({
  meta: { name, dependencies },
});

describe('the shop modules', () => {
  it('are every folder of src/server/modules, each once', async () => {
    const folders = readdirSync(path.resolve('src/server/modules')).sort();
    const names = (await findShopModules()).map(nameOf);
    expect([...names].sort()).toEqual(folders);
  });

  it('come each after the modules it declares, auth before every module that uses it', async () => {
    const plugins = await findShopModules();
    const names = plugins.map(nameOf);
    const misplaced = plugins.flatMap((plugin) => {
      const { name, dependencies = [] } = metaOf(plugin);
      return dependencies
        .filter((dependency) => names.includes(dependency))
        .filter((dependency) => names.indexOf(dependency) > names.indexOf(name))
        .map((dependency) => `${name} before ${dependency}`);
    });
    expect(misplaced).toEqual([]);
    expect(names.indexOf('auth')).toBeLessThan(names.indexOf('cart'));
  });

  it('are ordered the same whatever order their folders are read in', () => {
    const modules = [
      declared('pages', ['catalog']),
      declared('catalog', ['auth', 'housekeeping']),
      declared('auth', ['mail']),
      declared('mail'),
      declared('audit', ['auth']),
    ];
    const order = (list: typeof modules) => inDependencyOrder(list).map((m) => m.meta.name);
    expect(order(modules)).toEqual(['mail', 'auth', 'audit', 'catalog', 'pages']);
    expect(order([...modules].reverse())).toEqual(order(modules));
  });

  it('refuse to boot when they declare dependencies in a circle', () => {
    const circle = [declared('orders', ['checkout']), declared('checkout', ['orders'])];
    expect(() => inDependencyOrder(circle)).toThrow(
      'modules depend on each other: checkout → orders → checkout',
    );
  });
});
