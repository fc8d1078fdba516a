import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminPaths from '#shared/admin-api-paths.js';
import * as storefrontPaths from '#shared/api-paths.js';
import { API_BASE } from '#shared/constants.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * One API path table (src/shared/api-paths.ts, admin-api-paths.ts) for the browser's calls and
 * the server's routes: every route pattern in it is one Fastify answers, every API route Fastify
 * answers is in it, and each path function fills in its own pattern.
 */

const table: Record<string, unknown> = { ...storefrontPaths, ...adminPaths };

/** The table's route patterns: fixed paths, `…ApiRoute` patterns, `…ApiRoutes` maps of them. */
function tablePatterns(): string[] {
  return Object.entries(table).flatMap(([name, value]) => {
    if (typeof value === 'string') return [value];
    if (name.endsWith('ApiRoutes')) return Object.values(value as Record<string, string>);
    return [];
  });
}

/** A pattern with its parameters filled in order, as a path function builds it. */
function filled(pattern: string, args: string[]): string {
  let next = 0;
  return pattern.replace(/:\w+/g, () => args[next++] ?? '');
}

let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
});

afterAll(async () => {
  await shop.close();
});

describe('the API path table', () => {
  it('holds exactly the API routes Fastify answers', () => {
    const answered = new Set(
      shop.app.routeTable
        .filter((route) => route.url.startsWith(`${API_BASE}/`))
        .map((route) => route.url.slice(API_BASE.length)),
    );
    const inTable = new Set(tablePatterns());
    expect([...answered].filter((url) => !inTable.has(url)).sort()).toEqual([]);
    expect([...inTable].filter((url) => !answered.has(url)).sort()).toEqual([]);
  });

  it('has the route pattern of each path function beside it, and the function fills it in', () => {
    const strays: string[] = [];
    for (const [name, value] of Object.entries(table)) {
      if (typeof value !== 'function') continue;
      const base = name.replace(/ApiPath$/, '');
      const route = table[`${base}ApiRoute`];
      const routes = table[`${base}ApiRoutes`] as Record<string, string> | undefined;
      const build = value as (...args: string[]) => string;
      if (typeof route === 'string') {
        const args = ['first', 'second'];
        expect(build(...args).split('?')[0], name).toBe(filled(route, args));
      } else if (routes) {
        // The part naming the route comes after the pattern's own parameters.
        for (const [part, pattern] of Object.entries(routes)) {
          const params = (pattern.match(/:\w+/g) ?? []).map((_, index) => `p${index}`);
          expect(build(...params, part), name).toBe(filled(pattern, params));
        }
      } else strays.push(name);
    }
    expect(strays).toEqual([]);
  });
});
