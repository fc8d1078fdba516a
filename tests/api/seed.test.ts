import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema/index.js';
import { seedDemoCatalog } from '#server/db/seed/seed.js';
import { productSchema } from '#shared/schemas/product.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

describe('demo catalogue seed', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => shop.close());

  it('is loaded at first boot with the featured products 15 and 14', async () => {
    const firm = productSchema.parse((await shop.app.inject({ url: '/api/products/15' })).json());
    const plush = productSchema.parse((await shop.app.inject({ url: '/api/products/14' })).json());
    expect(firm.name).toBe('8etterCare 1');
    expect(plush.name).toBe('8etterCare 2');
    expect(firm.features.length).toBeGreaterThanOrEqual(3);
    expect(firm.dimensions.map((size) => `${size.sizeName} ${size.label}`)).toEqual([
      'Single 91x190',
      'Super Single 107x190',
      'Queen 152x190',
      'King 183x190',
    ]);
    expect(firm.gallery.length).toBeGreaterThan(0);
  });

  it('fills every collection and has at least six accessories', async () => {
    const list = (await shop.app.inject({ url: '/api/products?visibleOnly=1' })).json() as {
      collection: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const collection of ['8etterSleep', 'Hotel', 'Spinal', 'Prestige', 'Resort']) {
      expect(list.filter((p) => p.collection === collection).length).toBeGreaterThanOrEqual(1);
    }
    expect(list.filter((p) => p.collection === 'Accessories').length).toBeGreaterThanOrEqual(6);
  });

  it('is idempotent: running it again adds nothing', async () => {
    const before = await shop.database.db.select({ n: count() }).from(products);
    expect(await seedDemoCatalog(shop.database.db)).toMatchObject({ seeded: false });
    const after = await shop.database.db.select({ n: count() }).from(products);
    expect(after).toEqual(before);
  });

  it('never comes back after staff emptied the catalogue', async () => {
    await shop.database.db.delete(products).where(sql`true`);
    expect(await seedDemoCatalog(shop.database.db)).toMatchObject({ seeded: false });
    const [after] = await shop.database.db.select({ n: count() }).from(products);
    expect(after?.n).toBe(0);
  });

  it('moves the id sequence past the fixed ids', async () => {
    const [created] = await shop.database.db
      .insert(products)
      .values({ name: 'New', collection: 'Hotel', priceCents: 100 })
      .returning();
    expect(created?.id).toBeGreaterThan(15);
    await shop.database.db.delete(products).where(eq(products.id, created?.id ?? 0));
  });
});

describe('demo catalogue seed over real data', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('is not loaded into a catalogue that already has products', async () => {
    await shop.database.db
      .insert(products)
      .values({ name: 'Real product', collection: 'Resort', priceCents: 50_000 });
    expect(await seedDemoCatalog(shop.database.db)).toEqual({
      seeded: false,
      reason: 'catalogue already has products',
    });
    const [after] = await shop.database.db.select({ n: count() }).from(products);
    expect(after?.n).toBe(1);
  });
});
