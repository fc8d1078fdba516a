import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema/index.js';
import { FEATURED_PRODUCT_IDS } from '#shared/constants.js';
import { sample, scrape } from '#tests/helpers/metrics.js';
import { createRenderingTestApp } from '#tests/helpers/rendering-test-app.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { freePort } from '#tests/helpers/shop-process.js';
import type { TestApp } from '#tests/helpers/test-app.js';

/**
 * Pages rendered once (decision 0043): each storefront route's loader fetches what its page shows
 * before the render, so the server renders each page once, and reads a product once for the
 * page's body and its head alike.
 */

let shop: TestApp;
let metricsUrl: string;
let productId = 0;

beforeAll(async () => {
  const metricsPort = await freePort();
  shop = await createRenderingTestApp({ METRICS_PORT: String(metricsPort), HOST: '127.0.0.1' });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  // The home page shows the two featured mattresses by id: it is rendered only when they exist.
  const rows = await shop.database.db
    .insert(products)
    .values([
      { id: FEATURED_PRODUCT_IDS.firm, name: 'Once Firm', collection: 'Hotel', priceCents: 90_000 },
      {
        id: FEATURED_PRODUCT_IDS.plush,
        name: 'Once Plush',
        collection: 'Hotel',
        priceCents: 80_000,
      },
      { name: 'Once Pillow', collection: 'Accessories', priceCents: 5_900, stockQty: 9 },
      { name: 'Once Hotel Bed', collection: 'Hotel', priceCents: 99_900, stockQty: 2 },
    ])
    .returning({ id: products.id });
  productId = rows[3]?.id ?? 0;
});

afterAll(() => shop.close());

/** What one request for a page costs the server: its renders and its reads of one product. */
async function costOf(url: string) {
  const counts = async () => {
    const text = await scrape(metricsUrl);
    return {
      renders: sample(text, 'shop_pages_rendered_total') ?? 0,
      productReads:
        sample(text, 'http_request_duration_seconds_count', {
          route: '/api/products/:id',
          method: 'GET',
        }) ?? 0,
    };
  };
  const before = await counts();
  const response = await shop.app.inject({ url });
  const after = await counts();
  return {
    response,
    renders: after.renders - before.renders,
    productReads: after.productReads - before.productReads,
  };
}

describe('pages rendered once', () => {
  it('renders the home, product, collection, listing, search and not-found pages once each', async () => {
    const pages: [string, number][] = [
      ['/', 200],
      [`/product/${productId}`, 200],
      ['/products/collection/hotel', 200],
      ['/products/all?sort=price-asc', 200],
      ['/products/accessory', 200],
      ['/search?q=pillow', 200],
      ['/no-such-page', 404],
    ];
    for (const [url, status] of pages) {
      const { response, renders } = await costOf(url);
      expect(response.statusCode, url).toBe(status);
      // Rendered on the server, not left to the browser.
      expect(response.body, url).toContain('id="app-state"');
      expect(renders, url).toBe(1);
    }
    const home = await shop.app.inject({ url: '/' });
    expect(home.body).toContain('Once Firm');
    expect(home.body).toContain('Once Pillow');
  });

  it('reads a product once for its page, and builds the head from that same read', async () => {
    const { response, renders, productReads } = await costOf(
      `/product/${FEATURED_PRODUCT_IDS.plush}`,
    );
    expect(renders).toBe(1);
    expect(productReads).toBe(1);
    expect(response.body).toContain('<title>Once Plush | Hotel Collection | 8etterSleep</title>');

    // The product's answer is kept; a change nobody announces (triggers off) is not in it. Had
    // the head read the database again, it would name the product differently from its page.
    const id = await insertProduct(shop, { name: 'Quiet Bed', priceCents: 70_000 });
    const kept = await shop.app.inject({ url: `/api/products/${id}` });
    expect(kept.json()).toMatchObject({ name: 'Quiet Bed' });
    await shop.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(products).set({ name: 'Renamed Quietly' }).where(eq(products.id, id));
    });
    const quiet = await costOf(`/product/${id}`);
    expect(quiet.renders).toBe(1);
    expect(quiet.response.body).toContain('Quiet Bed</h1>');
    expect(quiet.response.body).toContain(
      '<title>Quiet Bed | Hotel Collection | 8etterSleep</title>',
    );
    expect(quiet.response.body).not.toContain('Renamed Quietly');
  });
});
