import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalog } from '#server/db/seed/demo-catalog.js';
import { productListSchema, productPageSchema } from '#shared/schemas/product.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { insertProduct, type TestSize } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/** Sizes of one product: a Single at the base price and a Queen `queenDelta` cents dearer. */
const sizes = (queenDelta: number, queenStock = 3): TestSize[] => [
  { label: '91x190', sizeName: 'Single', priceDeltaCents: 0, stockQty: 2 },
  { label: '152x190', sizeName: 'Queen', priceDeltaCents: queenDelta, stockQty: queenStock },
];

describe('browsing the catalogue: sort, filters and pages', () => {
  let shop: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    shop = await createTestApp();
    // Made one after another, so "newest" is the reverse of this order.
    ids.soft = await insertProduct(shop, {
      name: 'Browse Soft',
      priceCents: 100_000,
      firmness: 3,
      collection: 'Resort',
      sizes: sizes(50_000),
    });
    ids.medium = await insertProduct(shop, {
      name: 'Browse Medium',
      priceCents: 80_000,
      firmness: 5.5,
      collection: 'Hotel',
      sizes: sizes(90_000),
    });
    ids.firm = await insertProduct(shop, {
      name: 'Browse Firm',
      priceCents: 150_000,
      firmness: 8,
      collection: 'Spinal',
      sizes: [{ label: '91x190', sizeName: 'Single', priceDeltaCents: 0, stockQty: 4 }],
    });
    ids.pillow = await insertProduct(shop, {
      name: 'Browse Pillow',
      priceCents: 5_000,
      stockQty: 10,
      collection: 'Accessories',
    });
    ids.hidden = await insertProduct(shop, {
      name: 'Browse Hidden',
      priceCents: 1_000,
      firmness: 5,
      isVisible: false,
    });
  });
  afterAll(() => shop.close());

  const list = async (query: string) => {
    const response = await shop.app.inject({ url: `/api/products?visibleOnly=1&${query}` });
    expect(response.statusCode).toBe(200);
    return productListSchema.parse(response.json()).map((product) => product.productId);
  };
  const page = async (query: string) => {
    const response = await shop.app.inject({ url: `/api/products/page?${query}` });
    expect(response.statusCode).toBe(200);
    return productPageSchema.parse(response.json());
  };

  it('sorts by the price each product costs from, both ways, and by newest', async () => {
    // From prices: pillow 50, medium 800, soft 1000, firm 1500.
    expect(await list('sort=price-asc')).toEqual([ids.pillow, ids.medium, ids.soft, ids.firm]);
    expect(await list('sort=price-desc')).toEqual([ids.firm, ids.soft, ids.medium, ids.pillow]);
    expect(await list('sort=newest')).toEqual([ids.pillow, ids.firm, ids.medium, ids.soft]);
  });

  it('sorts by the price of the chosen size when a size is filtered', async () => {
    // Queens: soft 1500, medium 1700; the firm one has no Queen, the pillow no sizes.
    expect(await list('size=Queen&sort=price-asc')).toEqual([ids.soft, ids.medium]);
  });

  it('features mattresses before accessories', async () => {
    const featured = await list('sort=featured');
    expect(featured.at(-1)).toBe(ids.pillow);
    expect(featured).toHaveLength(4);
  });

  it('filters by firmness range, mattresses only', async () => {
    expect(await list('firmnessMin=5&firmnessMax=8')).toEqual([ids.medium, ids.firm]);
    expect(await list('firmnessMax=3')).toEqual([ids.soft]);
    expect(await list('kind=mattress')).toEqual([ids.soft, ids.medium, ids.firm]);
    expect(await list('kind=accessory')).toEqual([ids.pillow]);
  });

  it('filters by price: a product matches when one of its sizes costs within the range', async () => {
    // The soft one's Queen is 1500, inside 1400-1600, though it starts at 1000.
    expect(await list('priceMin=1400&priceMax=1600')).toEqual([ids.soft, ids.firm]);
    expect(await list('priceMax=49.99')).toEqual([]);
    expect(await list('priceMax=50')).toEqual([ids.pillow]);
    // In a chosen size only that size's price counts: the medium Queen is 1700.
    expect(await list('size=Queen&priceMax=1600')).toEqual([ids.soft]);
  });

  it('combines filters with a search', async () => {
    expect(await list('q=browse&firmnessMin=5&sort=price-desc')).toEqual([ids.firm, ids.medium]);
  });

  it('pages through a listing with its total, never showing hidden products', async () => {
    const first = await page('limit=2&sort=price-asc');
    expect(first.products.map((p) => p.productId)).toEqual([ids.pillow, ids.medium]);
    expect(first).toMatchObject({ total: 4, limit: 2, offset: 0 });
    const second = await page('limit=2&offset=2&sort=price-asc');
    expect(second.products.map((p) => p.productId)).toEqual([ids.soft, ids.firm]);
    expect(second.total).toBe(4);
    const beyond = await page('limit=2&offset=10');
    expect(beyond).toMatchObject({ products: [], total: 4, offset: 10 });
    const includeHidden = await page('includeHidden=1');
    expect(includeHidden.products.map((p) => p.productId)).not.toContain(ids.hidden);
  });

  it('pages the spec list call when asked, and answers the whole list when not', async () => {
    expect(await list('limit=1&offset=1&sort=price-asc')).toEqual([ids.medium]);
    expect(await list('')).toEqual([ids.soft, ids.medium, ids.firm, ids.pillow]);
  });

  it('gives each product its firmness, none for accessories', async () => {
    const response = await shop.app.inject({ url: `/api/products/${ids.medium}` });
    expect(response.json().firmness).toBe(5.5);
    const pillow = await shop.app.inject({ url: `/api/products/${ids.pillow}` });
    expect(pillow.json().firmness).toBeNull();
  });

  it.each([
    ['sort=cheapest', 'sort must be one of featured, price-asc, price-desc, newest.'],
    ['firmnessMin=11', 'firmnessMin must be a number from 0 to 10.'],
    ['firmnessMax=soft', 'firmnessMax must be a number from 0 to 10.'],
    ['firmnessMin=8&firmnessMax=2', 'firmnessMin must not be above firmnessMax.'],
    ['priceMin=-1', 'priceMin must be a number from 0 to 999999.99.'],
    ['priceMin=900&priceMax=100', 'priceMin must not be above priceMax.'],
    ['size=Huge', 'size must be one of Single, Super Single, Queen, King.'],
    ['kind=sofa', 'kind must be mattress or accessory.'],
    ['limit=0', 'limit must be a whole number from 1 to 100.'],
    ['limit=1.5', 'limit must be a whole number from 1 to 100.'],
    ['limit=101', 'limit must be a whole number from 1 to 100.'],
    ['offset=-2', 'offset must be a whole number from 0 to 1000000.'],
    ['offset=99999999999', 'offset must be a whole number from 0 to 1000000.'],
  ])('answers %s with 400 and what was wrong', async (query, message) => {
    for (const path of ['/api/products', '/api/products/page']) {
      const response = await shop.app.inject({ url: `${path}?${query}` });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toContain(message);
      expect(body.errors[0].msg).toContain(message);
    }
  });
});

describe('the demo catalogue', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => demo.close());

  it('gives every mattress a firmness of its own, and none to accessories', async () => {
    const response = await demo.app.inject({ url: '/api/products?visibleOnly=1' });
    const products = productListSchema.parse(response.json());
    const mattresses = products.filter((product) => product.collection !== 'Accessories');
    expect(mattresses.length).toBeGreaterThan(10);
    const firmness = mattresses.map((product) => product.firmness);
    expect(firmness.every((value) => typeof value === 'number')).toBe(true);
    expect(new Set(firmness).size).toBe(mattresses.length);
    expect(products.find((p) => p.productId === 15)?.firmness).toBe(7.5);
    expect(products.find((p) => p.productId === 14)?.firmness).toBe(5);
    const accessories = products.filter((product) => product.collection === 'Accessories');
    expect(accessories.every((product) => product.firmness === null)).toBe(true);
  });

  it('keeps the spec list call answering the whole shelf in the shop order', async () => {
    const response = await demo.app.inject({ url: '/api/products?visibleOnly=1' });
    const ids = productListSchema.parse(response.json()).map((product) => product.productId);
    expect(ids).toEqual(demoCatalog.map((product) => product.id));
  });

  it('pages every mattress, the featured flagships first', async () => {
    const response = await demo.app.inject({
      url: '/api/products/page?kind=mattress&sort=featured&limit=5',
    });
    const { products, total } = productPageSchema.parse(response.json());
    expect(total).toBe(demoCatalog.filter((p) => p.collection !== 'Accessories').length);
    expect(products.map((product) => product.productId).slice(0, 2)).toEqual([15, 14]);
    expect(products).toHaveLength(5);
  });
});

describe('staff set a mattress firmness', () => {
  let shop: AdminTestApp;
  beforeAll(async () => {
    shop = await createAdminTestApp();
  });
  afterAll(() => shop.close());

  const fields = { name: 'Firmness Test Bed', price: 999, collection: 'Hotel', stockQty: 2 };

  it('keeps the firmness given, and an edit without one leaves it', async () => {
    const created = await shop.admin.post('/api/products/create', { ...fields, firmness: 6.5 });
    expect(created.statusCode).toBe(201);
    const { productId } = created.json();
    expect(created.json().product.firmness).toBe(6.5);

    // The spec's call names no firmness: the mattress keeps its own.
    const edited = await shop.admin.put(`/api/products/${productId}`, { ...fields, price: 1099 });
    expect(edited.statusCode).toBe(200);
    const after = await shop.admin.get(`/api/products/${productId}`);
    expect(after.json()).toMatchObject({ price: 1099, firmness: 6.5 });

    const cleared = await shop.admin.put(`/api/products/${productId}`, {
      ...fields,
      firmness: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect((await shop.admin.get(`/api/products/${productId}`)).json().firmness).toBeNull();
  });

  it.each([[10.5], [-1], [6.3], ['firm']])('refuses a firmness of %s', async (firmness) => {
    const response = await shop.admin.post('/api/products/create', { ...fields, firmness });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toBe(
      'Firmness must be a number from 0 to 10, in steps of 0.5.',
    );
  });
});
