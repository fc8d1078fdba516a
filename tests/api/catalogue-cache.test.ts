import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { productFeatures, productImages, products } from '#server/db/schema/index.js';
import { productListSchema, productSchema } from '#shared/schemas/product.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, startSandboxCheckout } from '#tests/helpers/checkout.js';
import { createRenderingTestApp } from '#tests/helpers/rendering-test-app.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import type { TestApp } from '#tests/helpers/test-app.js';
import { createTestDatabase, onPostgres } from '#tests/helpers/test-database.js';

/**
 * Catalogue answers and rendered pages are kept in memory by each instance (decision 0036). Two
 * instances on one database, as behind a load balancer: on PostgreSQL each has its own pool and
 * hears the other's changes through LISTEN/NOTIFY; on PGlite they share the process.
 */
const opened: TestApp[] = [];
afterEach(async () => {
  for (const shop of opened.splice(0).reverse()) await shop.close();
});

async function twoInstances(): Promise<[TestApp, TestApp]> {
  const database = await createTestDatabase();
  const first = await createRenderingTestApp({}, { database });
  opened.push(first);
  const second = await createRenderingTestApp({}, { database: await database.share() });
  opened.push(second);
  return [first, second];
}

const get = (shop: TestApp, url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });

/** What a shopper sees of a product on one instance: list, product, features and its page. */
async function seen(shop: TestApp, productId: number) {
  const list = productListSchema.parse((await get(shop, '/api/products?collection=Hotel')).json());
  const product = await get(shop, `/api/products/${productId}`);
  const features = await get(shop, `/api/products/${productId}/features`);
  const page = await get(shop, `/product/${productId}`);
  return {
    listed: list.find((item) => item.productId === productId),
    product: product.statusCode === 200 ? productSchema.parse(product.json()) : product.statusCode,
    features: features.statusCode === 200 ? features.json<{ name: string }[]>() : [],
    page: page.body,
  };
}

/**
 * Each instance sees `expected` of the product: the one that made the change at once (its own
 * connection hears the NOTIFY before the commit answers), the other as soon as its listener hears
 * it (at once on PGlite, where both share the database in this process).
 */
async function expectEverywhere(
  [maker, other]: [TestApp, TestApp],
  productId: number,
  expected: (view: Awaited<ReturnType<typeof seen>>) => void,
) {
  expected(await seen(maker, productId));
  if (onPostgres) {
    await expect
      .poll(async () => {
        try {
          expected(await seen(other, productId));
          return true;
        } catch {
          return false;
        }
      })
      .toBe(true);
  }
  expected(await seen(other, productId));
}

// Two instances and a rendered page per look: slower than one answer on a busy machine.
describe('kept catalogue answers', { timeout: 90_000 }, () => {
  it('are kept: an unannounced change in the database is not seen until the next announced one', async () => {
    const [first] = await twoInstances();
    const id = await insertProduct(first, { name: 'Kept Hotel', priceCents: 50_000, stockQty: 3 });
    expect((await seen(first, id)).product).toMatchObject({ price: 500 });

    // With triggers off (replica role), the change is not announced: the kept answer stays.
    await first.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(products).set({ priceCents: 40_000 }).where(eq(products.id, id));
    });
    expect((await seen(first, id)).product).toMatchObject({ price: 500 });

    await first.database.db.update(products).set({ stockQty: 2 }).where(eq(products.id, id));
    expect((await seen(first, id)).product).toMatchObject({ price: 400, stockQty: 2 });
  });

  it('show a change of price, stock, visibility, image or feature at once on both instances', async () => {
    const shops = await twoInstances();
    const [first, second] = shops;
    const db = first.database.db;
    const id = await insertProduct(first, {
      name: 'Changing Hotel',
      priceCents: 100_000,
      stockQty: 5,
    });
    for (const shop of shops) {
      const view = await seen(shop, id);
      expect(view.product).toMatchObject({ price: 1000, stockQty: 5, gallery: [] });
      expect(view.page).toContain('Changing Hotel');
    }

    await db.update(products).set({ priceCents: 90_000 }).where(eq(products.id, id));
    await expectEverywhere(shops, id, (view) => {
      expect(view.listed).toMatchObject({ price: 900 });
      expect(view.product).toMatchObject({ price: 900 });
      expect(view.page).toContain('"price":"900.00"');
    });

    // A shopper's checkout holds stock: the hold shows as the checkout opens.
    const shopper = new BrowserSession(second.app);
    await addToBag(shopper, id, null, 2);
    await startSandboxCheckout(shopper);
    await expectEverywhere([second, first], id, (view) => {
      expect(view.listed).toMatchObject({ stockQty: 3 });
      expect(view.product).toMatchObject({ stockQty: 3 });
    });

    await db.insert(productImages).values({ productId: id, key: 'demo/side.webp', sortOrder: 1 });
    await expectEverywhere(shops, id, (view) => {
      expect(view.product).toMatchObject({
        gallery: [expect.objectContaining({ key: 'demo/side.webp' })],
      });
      expect(view.page).toContain('demo/side.webp');
    });

    await db.insert(productFeatures).values({ productId: id, name: 'Cooling gel', sortOrder: 0 });
    await expectEverywhere(shops, id, (view) => {
      expect(view.features).toEqual([expect.objectContaining({ name: 'Cooling gel' })]);
      expect(view.page).toContain('Cooling gel');
    });

    await db.update(products).set({ isVisible: false }).where(eq(products.id, id));
    await expectEverywhere(shops, id, (view) => {
      expect(view.listed).toBeUndefined();
      expect(view.product).toBe(404);
      expect(view.page).not.toContain('Changing Hotel');
    });
  });

  it('send brotli and gzip bodies made once that decode to the same answer, and 304 when unchanged', async () => {
    const [first, second] = await twoInstances();
    // Enough products for a list worth compressing (from 1 kB).
    for (const name of ['Compressed Hotel', 'Squeezed Hotel', 'Packed Hotel', 'Folded Hotel']) {
      await insertProduct(first, { name, priceCents: 70_000, stockQty: 1 });
    }
    for (const url of ['/api/products', '/', '/sitemap.xml']) {
      // A sitemap not kept yet streams as it is read; from then on it is kept.
      for (const shop of [first, second]) expect((await get(shop, url)).statusCode).toBe(200);
      const plain = await get(first, url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      // The same answer from the other instance carries the same ETag.
      expect((await get(second, url)).headers.etag).toBe(etag);

      const br = await get(first, url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect((await promisify(zlib.brotliDecompress)(br.rawPayload)).toString()).toBe(plain.body);

      const gzip = await get(first, url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect((await promisify(zlib.gunzip)(gzip.rawPayload)).toString()).toBe(plain.body);
      expect(gzip.headers.etag).not.toBe(etag);

      for (const tag of [etag, String(br.headers.etag)]) {
        const unchanged = await get(first, url, { 'if-none-match': tag });
        expect(unchanged.statusCode).toBe(304);
        expect(unchanged.body).toBe('');
      }
    }
    const before = String((await get(first, '/api/products')).headers.etag);
    await first.database.db.update(products).set({ stockQty: 0 });
    const after = await get(first, '/api/products', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('keep a hidden product for admins only', async () => {
    const [first] = await twoInstances();
    const id = await insertProduct(first, {
      name: 'Secret Hotel',
      priceCents: 10_000,
      isVisible: false,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await get(first, `/api/products/${id}`)).statusCode).toBe(404);
      expect((await get(first, `/api/products/${id}/features`)).statusCode).toBe(404);
      expect((await get(first, '/api/products?includeHidden=1')).statusCode).toBe(403);
    }
  });

  it('stream the sitemap of a large catalogue batch by batch, then keep it whole', async () => {
    const [first] = await twoInstances();
    await first.database.db.execute(
      sql`insert into products (name, collection, price_cents, stock_qty)
        select 'Batch Hotel ' || g, 'Hotel', 10000, 1 from generate_series(1, 5100) g`,
    );
    const streamed = await get(first, '/sitemap.xml');
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(streamed.body.match(/<loc>[^<]*\/product\/\d+<\/loc>/g)).toHaveLength(5100);
    expect(streamed.body.endsWith('</urlset>\n')).toBe(true);
    const kept = await get(first, '/sitemap.xml');
    expect(kept.body).toBe(streamed.body);
    expect(kept.headers.etag).toBeDefined();
  });
});
