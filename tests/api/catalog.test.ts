import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSizes, products } from '#server/db/schema/index.js';
import { productListSchema, productSchema } from '#shared/schemas/product.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

let shop: TestApp;
let visibleId: number;
let hiddenId: number;

beforeAll(async () => {
  shop = await createTestApp();
  const db = shop.database.db;
  const [visible] = await db
    .insert(products)
    .values({
      name: 'Catalogue Test Hotel',
      collection: 'Hotel',
      priceCents: 129_950,
      stockQty: 7,
      mainImageKey: 'demo/test.webp',
      description: 'Line one\nLine two',
    })
    .returning();
  const [hidden] = await db
    .insert(products)
    .values({
      name: 'Catalogue Test Hidden',
      collection: 'Hotel',
      priceCents: 1000,
      isVisible: false,
    })
    .returning();
  if (!visible || !hidden) throw new Error('setup failed');
  visibleId = visible.id;
  hiddenId = hidden.id;
  await db.insert(productSizes).values([
    {
      productId: visibleId,
      label: '152x190',
      sizeName: 'Queen',
      priceDeltaCents: 50_000,
      stockQty: 3,
      sortOrder: 1,
    },
    {
      productId: visibleId,
      label: '91x190',
      sizeName: 'Single',
      priceDeltaCents: 0,
      stockQty: 5,
      sortOrder: 0,
    },
  ]);
});

afterAll(() => shop.close());

describe('GET /api/products', () => {
  it('lists visible products in the spec shape, prices in dollars', async () => {
    const response = await shop.app.inject({ url: '/api/products?visibleOnly=1' });
    expect(response.statusCode).toBe(200);
    const list = productListSchema.parse(response.json());
    expect(list.map((p) => p.productId)).toEqual([visibleId]);
    const [product] = list;
    expect(product).toMatchObject({
      name: 'Catalogue Test Hotel',
      price: 1299.5,
      collection: 'Hotel',
      // A product with sizes holds what its sizes hold (5 + 3), whatever its own row says.
      stockQty: 8,
      // No checkout holds any of it (decision 0055).
      availability: 'in_stock',
      reserved: null,
      isVisible: true,
      mainImage: { key: 'demo/test.webp', url: '/media/demo/test.webp?w=560&q=75&auto=format' },
    });
    const inStock = { availability: 'in_stock', reserved: null };
    expect(product?.dimensions).toEqual([
      { label: '91x190', sizeName: 'Single', priceDelta: 0, stockQty: 5, ...inStock },
      { label: '152x190', sizeName: 'Queen', priceDelta: 500, stockQty: 3, ...inStock },
    ]);
  });

  it('filters by collection without regard to case', async () => {
    const hotel = await shop.app.inject({ url: '/api/products?collection=hOTEL&visibleOnly=1' });
    expect(hotel.json()).toHaveLength(1);
    const resort = await shop.app.inject({ url: '/api/products?collection=resort' });
    expect(resort.json()).toEqual([]);
  });

  it('never shows hidden products to shoppers, with or without visibleOnly', async () => {
    const response = await shop.app.inject({ url: '/api/products' });
    expect(productListSchema.parse(response.json()).some((p) => p.productId === hiddenId)).toBe(
      false,
    );
  });

  it('refuses includeHidden=1 to anyone who is not an admin', async () => {
    const response = await shop.app.inject({ url: '/api/products?includeHidden=1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Admins only', code: 'admin_only' });
  });

  it('answers a malformed flag with 400 and the errors list', async () => {
    const response = await shop.app.inject({ url: '/api/products?visibleOnly=yes' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toContain('visibleOnly');
    expect(body.errors[0].path).toBe('visibleOnly');
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product', async () => {
    const response = await shop.app.inject({ url: `/api/products/${visibleId}` });
    expect(response.statusCode).toBe(200);
    expect(productSchema.parse(response.json()).productId).toBe(visibleId);
  });

  it('answers 404 for a hidden or missing product', async () => {
    for (const id of [hiddenId, 999_999]) {
      const response = await shop.app.inject({ url: `/api/products/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found', code: 'not_found' });
    }
  });

  it('answers 400 for an id that is not a positive integer', async () => {
    const response = await shop.app.inject({ url: '/api/products/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveLength(1);
  });

  it('reflects a change in the database at once (no stale cache)', async () => {
    await shop.database.db
      .update(products)
      .set({ priceCents: 99_900 })
      .where(eq(products.id, visibleId));
    const response = await shop.app.inject({ url: `/api/products/${visibleId}` });
    expect(response.json().price).toBe(999);
  });
});
