import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema, productPageSchema } from '#shared/schemas/product.js';
import { insertProduct, type TestSize } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/** One size of a test product, by its name; the label and stock do not matter here. */
const size = (sizeName: TestSize['sizeName'], label: string): TestSize => ({
  label,
  sizeName,
  priceDeltaCents: 0,
  stockQty: 2,
});

describe('search by size name (issue 26)', () => {
  let shop: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    shop = await createTestApp();
    ids.harbour = await insertProduct(shop, {
      name: 'Harbour Night',
      priceCents: 90_000,
      sizes: [size('Single', '91x190'), size('Super Single', '107x190')],
    });
    ids.regal = await insertProduct(shop, {
      name: 'Regal Rest',
      priceCents: 150_000,
      sizes: [size('Queen', '152x190'), size('King', '183x190')],
    });
    // Says "Queen" in its name, has no sizes.
    ids.queenAnne = await insertProduct(shop, {
      name: 'Queen Anne Pillow',
      priceCents: 5_900,
      collection: 'Accessories',
      stockQty: 5,
    });
  });

  afterAll(() => shop.close());

  async function found(q: string): Promise<number[]> {
    const response = await shop.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    return productListSchema.parse(response.json()).map((product) => product.productId);
  }

  it('finds the products sold in a size by its name, in any letter case', async () => {
    expect(await found('king')).toEqual([ids.regal]);
    expect(await found('KING')).toEqual([ids.regal]);
    expect(await found('single')).toEqual([ids.harbour]);
    expect(await found('super single')).toEqual([ids.harbour]);
  });

  it('finds them despite a typo in the size name', async () => {
    expect(await found('kng')).toEqual([ids.regal]);
    expect(await found('qeen')).toEqual([ids.queenAnne, ids.regal]);
    expect(await found('sinlge')).toEqual([ids.harbour]);
  });

  it('ranks a name saying the word above a product that only comes in that size', async () => {
    expect(await found('queen')).toEqual([ids.queenAnne, ids.regal]);
  });

  it('combines a size with other words, every word having to match', async () => {
    expect(await found('regal king')).toEqual([ids.regal]);
    // "Super" is only in Harbour's Super Single, "king" only in Regal's King.
    expect(await found('super king')).toEqual([]);
  });

  it('finds them on the storefront listing pages too, with their count', async () => {
    const response = await shop.app.inject({ url: '/api/products/page?q=kng' });
    expect(response.statusCode).toBe(200);
    const page = productPageSchema.parse(response.json());
    expect(page.products.map((product) => product.productId)).toEqual([ids.regal]);
    expect(page.total).toBe(1);
  });
});
