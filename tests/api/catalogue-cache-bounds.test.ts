import { randomUUID } from 'node:crypto';
import { devNull } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import v8 from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { sample, scrape } from '#tests/helpers/metrics.js';
import { createRenderingTestApp } from '#tests/helpers/rendering-test-app.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { freePort } from '#tests/helpers/shop-process.js';
import type { TestApp } from '#tests/helpers/test-app.js';

/**
 * What a script sending endless distinct query strings can make an instance keep and render
 * (decision 0036): answers are kept under what their route reads, each costs what it takes in
 * memory, and what asks for nothing that exists is never kept.
 */
const opened: TestApp[] = [];
afterEach(async () => {
  for (const shop of opened.splice(0)) await shop.close();
});

/** A rendering shop whose metrics are scraped on a port of their own. */
async function shopWithMetrics(env: Record<string, string> = {}) {
  const metricsPort = await freePort();
  const shop = await createRenderingTestApp({
    ...env,
    METRICS_PORT: String(metricsPort),
    HOST: '127.0.0.1',
  });
  opened.push(shop);
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const metric = async (name: string) =>
    sample(await scrape(`http://127.0.0.1:${metricsPort}/metrics`), name) ?? 0;
  return { shop, metric };
}

/** Sends each URL, some at a time, and expects each to be answered 200. */
async function askAll(shop: TestApp, urls: string[]) {
  for (let start = 0; start < urls.length; start += 50) {
    const answers = await Promise.all(
      urls.slice(start, start + 50).map((url) => shop.app.inject({ method: 'GET', url })),
    );
    const failed = answers.find((answer) => answer.statusCode !== 200);
    expect(failed?.body).toBeUndefined();
  }
}

/**
 * Heap and ArrayBuffers (every body) in use once all that is unreachable is collected: once the
 * immediates that finish each injected response have run (until then they hold it), a heap
 * snapshot (thrown away) collects as thoroughly as V8 can.
 */
async function memoryInUse(): Promise<number> {
  while (process.getActiveResourcesInfo().includes('Immediate')) await nextTurn();
  v8.writeHeapSnapshot(devNull);
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const MEGABYTE = 1024 * 1024;

/**
 * Distinct queries a script could send: collections the shop does not have, parameters no route
 * reads, and (one in twenty) price filters that each list a product, kept until the cap is full.
 */
function junkQueries(count: number, from: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const n = from + index;
    if (n % 20 === 0) return `/api/products/page?limit=1&priceMax=${(1_000 + n / 100).toFixed(2)}`;
    if (n % 2 === 1) return `/api/products?collection=${randomUUID()}`;
    return `/api/products?collection=hotel&${randomUUID()}=${randomUUID()}`;
  });
}

describe('the catalogue cache under junk queries', { timeout: 120_000 }, () => {
  it('stays within its cap in process memory, not only in its own count', async () => {
    const { shop, metric } = await shopWithMetrics({ CATALOGUE_CACHE_MB: '0.5' });
    const cap = MEGABYTE / 2;
    for (const name of ['Bounded Hotel', 'Capped Hotel']) {
      await insertProduct(shop, { name, priceCents: 50_000, stockQty: 2 });
    }
    // Warmed up first, so what grows after is what the queries leave behind.
    await askAll(shop, junkQueries(2_000, 0));
    const before = await memoryInUse();
    await askAll(shop, junkQueries(20_000, 3_000));
    const grown = (await memoryInUse()) - before;

    // The cap and the drift of a heap between two collections: nothing more per query.
    expect(grown).toBeLessThan(cap + 2 * MEGABYTE);
    expect(await metric('shop_catalogue_cache_bytes')).toBeLessThanOrEqual(cap);
    // Full: the kept price filters went on evicting one another.
    expect(await metric('shop_catalogue_cache_bytes')).toBeGreaterThan(cap * 0.9);
  });

  it('keeps an answer once for every spelling of what its route reads, and none about nothing', async () => {
    const { shop, metric } = await shopWithMetrics();
    await insertProduct(shop, { name: 'Spelt Hotel', priceCents: 40_000, stockQty: 1 });
    const answers = () => metric('shop_catalogue_cache_answers');

    await askAll(shop, [
      `/api/products?collection=${randomUUID()}`,
      '/api/products?collection=nowhere',
      '/api/products/page?offset=24',
      `/api/products?q=${randomUUID()}`,
    ]);
    expect(await answers()).toBe(0);

    await askAll(shop, [
      '/api/products?collection=Hotel&priceMin=100',
      '/api/products?priceMin=100.00&collection=HOTEL&visibleOnly=1',
      `/api/products?collection=hotel&priceMin=0100&${randomUUID()}=1`,
      '/api/products?q=Spelt%20%20HOTEL',
      '/api/products?q=spelt+hotel',
    ]);
    expect(await answers()).toBe(2);
  });

  it('renders a page once whatever parameters it does not read, and never keep one about nothing', async () => {
    const { shop, metric } = await shopWithMetrics();
    const id = await insertProduct(shop, { name: 'Rendered Hotel', priceCents: 30_000 });
    const rendersOf = async (urls: string[]) => {
      const before = await metric('shop_pages_rendered_total');
      const pages = await Promise.all(urls.map((url) => shop.app.inject({ method: 'GET', url })));
      return {
        renders: (await metric('shop_pages_rendered_total')) - before,
        statuses: new Set(pages.map((page) => page.statusCode)),
        bodies: new Set(pages.map((page) => page.body)),
      };
    };

    const product = await rendersOf([
      `/product/${id}`,
      ...Array.from({ length: 20 }, () => `/product/${id}?x=${randomUUID()}`),
      `/product/${id}?utm_source=mail&fbclid=${randomUUID()}&sort=price-asc`,
    ]);
    expect(product.renders).toBe(1);
    expect(product.statuses).toEqual(new Set([200]));
    expect(product.bodies.size).toBe(1);
    expect([...product.bodies][0]).toContain('Rendered Hotel');

    const listing = await rendersOf([
      '/products/all?sort=price-asc&priceMin=100',
      '/products/all?priceMin=100.0&sort=price-asc&x=1',
      '/products/all?priceMin=0100&sort=price-asc&page=1&collection=nowhere&size=Huge',
    ]);
    expect(listing.renders).toBe(1);
    expect(listing.bodies.size).toBe(1);

    // A page past the end, a collection the shop does not have, a search that finds nothing.
    for (const url of [
      '/products/all?page=99',
      '/products/collection/nowhere',
      '/search?q=qqzzx',
    ]) {
      const twice = await rendersOf([url]);
      const again = await rendersOf([url]);
      expect(twice.renders + again.renders).toBe(2);
    }
    expect((await rendersOf(['/products/collection/nowhere'])).statuses).toEqual(new Set([404]));
  });

  it('answers broken and hostile query strings of every page that reads one without failing', async () => {
    const { shop } = await shopWithMetrics();
    const queries = [
      'q=%',
      'q=%ED%A0%80&collection=%E0%A4%A',
      `q=${'long '.repeat(2_000)}`,
      'page=1e400&priceMin=NaN&priceMax=-1&firmnessMin=11&sort=__proto__',
      'constructor=1&__proto__[x]=1&hasOwnProperty=1',
      'next=//evil.example&next=/.//evil.example/',
      'sort=price-asc&sort=price-desc&kind=mattress&kind=accessory',
    ];
    const pages = ['/products/all', '/products/collection/hotel', '/search', '/register'];
    for (const page of pages) {
      for (const query of queries) {
        const answer = await shop.app.inject({ method: 'GET', url: `${page}?${query}` });
        // Broken encodings are refused (400) before any page; the rest are pages.
        expect(answer.statusCode, `${page}?${query.slice(0, 80)}`).toBeLessThan(500);
      }
    }
  });
});
