import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFeatures, products } from '#server/db/schema/index.js';
import {
  type Product,
  productFeatureListSchema,
  productListSchema,
} from '#shared/schemas/product.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import type { BrowserSession } from '#tests/helpers/browser-session.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

type NewProduct = typeof products.$inferInsert;

const CATALOGUE = {
  harbour: {
    name: 'Harbour Hotel Mattress',
    collection: 'Hotel',
    priceCents: 99_900,
    description: 'Pocket springs under a quilted top.',
  },
  feather: {
    name: 'Feather Down Pillow',
    collection: 'Accessories',
    priceCents: 5_900,
    description: 'Soft, fluffy and washable.',
  },
  alignFirm: {
    name: 'Align Firm',
    collection: 'Spinal',
    priceCents: 109_900,
    // Mentions "hotel" only in its description.
    description: 'A firm mattress for back sleepers, as supportive as a good hotel bed.',
  },
  latexTopper: {
    name: 'Latex Cloud Topper',
    collection: 'Accessories',
    priceCents: 19_900,
    description: 'Natural latex in a breathable cover.',
  },
  secret: {
    name: 'Secret Hotel Mattress',
    collection: 'Hotel',
    priceCents: 50_000,
    description: 'Not on sale yet.',
    isVisible: false,
  },
} satisfies Record<string, NewProduct>;

let shop: AdminTestApp;
const ids = {} as Record<keyof typeof CATALOGUE, number>;

async function list(query: string, browser?: BrowserSession): Promise<Product[]> {
  const url = `/api/products?${query}`;
  const response = browser ? await browser.get(url) : await shop.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return productListSchema.parse(response.json());
}

const idsOf = (found: Product[]) => found.map((product) => product.productId);

beforeAll(async () => {
  shop = await createAdminTestApp();
  for (const [name, values] of Object.entries(CATALOGUE)) {
    const [row] = await shop.database.db.insert(products).values(values).returning();
    if (!row) throw new Error('setup failed');
    ids[name as keyof typeof CATALOGUE] = row.id;
  }
  // Inserted out of order: the answer must come sorted.
  await shop.database.db.insert(productFeatures).values(
    [ids.harbour, ids.secret].flatMap((productId) => [
      { productId, name: 'Second', sortOrder: 2, paragraphs: ['Two'] },
      { productId, name: 'First', sortOrder: 1, paragraphs: ['One'], reverse: true },
    ]),
  );
});

afterAll(() => shop.close());

describe('GET /api/products filters', () => {
  it('matches collections without regard to case and never lists hidden products', async () => {
    expect(idsOf(await list('collection=hOtEl'))).toEqual([ids.harbour]);
    expect(idsOf(await list('collection=ACCESSORIES&visibleOnly=1'))).toEqual([
      ids.feather,
      ids.latexTopper,
    ]);
    expect(idsOf(await list('collection=resort'))).toEqual([]);
  });

  it('lists hidden products for an admin who asks with includeHidden=1', async () => {
    const owner = await shop.logInAdmin();
    expect(idsOf(await list('collection=hotel&includeHidden=1', owner))).toEqual([
      ids.harbour,
      ids.secret,
    ]);
    // Asking without includeHidden shows an admin the shelf as shoppers see it.
    expect(idsOf(await list('collection=hotel', owner))).toEqual([ids.harbour]);
  });

  it('refuses includeHidden=1, with or without search text, to anyone else', async () => {
    for (const url of ['/api/products?includeHidden=1', '/api/products?includeHidden=1&q=hotel']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Admins only', code: 'admin_only' });
    }
  });
});

describe('GET /api/products/:id and /:id/features of a hidden product', () => {
  it('answers 404 to shoppers', async () => {
    for (const url of [`/api/products/${ids.secret}`, `/api/products/${ids.secret}/features`]) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found', code: 'not_found' });
    }
  });

  it('answers admins', async () => {
    const owner = await shop.logInAdmin();
    expect((await owner.get(`/api/products/${ids.secret}`)).statusCode).toBe(200);
    const features = await owner.get(`/api/products/${ids.secret}/features`);
    expect(features.statusCode).toBe(200);
    expect(features.json().map((f: { name: string }) => f.name)).toEqual(['First', 'Second']);
  });
});

describe('GET /api/products/:id/features', () => {
  it("answers a product's features in their order, in the spec's shape", async () => {
    const response = await shop.app.inject({ url: `/api/products/${ids.harbour}/features` });
    expect(response.statusCode).toBe(200);
    const features = productFeatureListSchema.parse(response.json());
    expect(features.map((f) => [f.name, f.sortOrder, f.reverse])).toEqual([
      ['First', 1, true],
      ['Second', 2, false],
    ]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await shop.app.inject({ url: '/api/products/999999/features' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/products?q= search', () => {
  it('finds products despite typos', async () => {
    expect(idsOf(await list('q=matress'))[0]).toBe(ids.harbour);
    expect(idsOf(await list('q=pilow'))).toEqual([ids.feather]);
    expect(idsOf(await list('q=hotle'))[0]).toBe(ids.harbour);
    expect(idsOf(await list('q=LATEKS'))).toEqual([ids.latexTopper]);
  });

  it('ranks a name match above a description-only match', async () => {
    // "hotel" is in Harbour's name and collection, and only in Align Firm's description.
    expect(idsOf(await list('q=hotel'))).toEqual([ids.harbour, ids.alignFirm]);
    expect(idsOf(await list('q=firm'))).toEqual([ids.alignFirm]);
  });

  it('understands word forms and several words', async () => {
    expect(idsOf(await list('q=pillows'))).toEqual([ids.feather]);
    expect(idsOf(await list(`q=${encodeURIComponent('natural latex')}`))).toEqual([
      ids.latexTopper,
    ]);
  });

  it('combines with the collection filter', async () => {
    expect(idsOf(await list('q=hotel&collection=spinal'))).toEqual([ids.alignFirm]);
    expect(idsOf(await list('q=hotel&collection=Accessories'))).toEqual([]);
  });

  it('shows hidden products only to admins asking for them', async () => {
    expect(idsOf(await list('q=secret'))).toEqual([]);
    const owner = await shop.logInAdmin();
    expect(idsOf(await list('q=secret&includeHidden=1', owner))).toEqual([ids.secret]);
  });

  it('answers an empty list when nothing matches, or only stop words are given', async () => {
    expect(await list('q=zzyzx')).toEqual([]);
    expect(await list('q=the')).toEqual([]);
  });

  it('treats empty or blank search text as no search', async () => {
    const all = idsOf(await list(''));
    expect(idsOf(await list('q='))).toEqual(all);
    expect(idsOf(await list('q=%20%20%20'))).toEqual(all);
  });

  it('takes search text as text, never as SQL or query syntax', async () => {
    for (const q of ["'; drop table products; --", 'hotel" OR 1=1 --', '!(&|:*', '\\']) {
      const response = await shop.app.inject({
        url: `/api/products?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await list('')).length).toBe(4);
  });

  it('refuses search text that is too long', async () => {
    const response = await shop.app.inject({ url: `/api/products?q=${'a'.repeat(201)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('q: Search text is too long.');
  });
});

describe('search over the demo catalogue', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => demo.close());

  const search = async (q: string) => {
    const response = await demo.app.inject({
      url: `/api/products?visibleOnly=1&q=${encodeURIComponent(q)}`,
    });
    return productListSchema.parse(response.json());
  };

  it('puts Hotel products first for "hotel" and for "hotle"', async () => {
    for (const q of ['hotel', 'hotle']) {
      const found = await search(q);
      expect(found.slice(0, 3).map((p) => p.collection)).toEqual(['Hotel', 'Hotel', 'Hotel']);
    }
  });

  it('finds pillows for "pilow", pillows first', async () => {
    const found = await search('pilow');
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const product of found.slice(0, 3)) expect(product.name).toMatch(/Pillow/);
  });

  it('finds every mattress for "mattress" and for "matress", mattresses before accessories', async () => {
    const shelf = productListSchema.parse(
      (await demo.app.inject({ url: '/api/products?visibleOnly=1' })).json(),
    );
    const mattresses = shelf.filter((p) => p.collection !== 'Accessories').map((p) => p.name);
    expect(mattresses.length).toBeGreaterThanOrEqual(16);
    const answers = [];
    for (const q of ['mattress', 'matress', 'Mattresses', 'MATRESSES']) {
      const found = (await search(q)).map((p) => p.name);
      expect(found.slice(0, mattresses.length).sort()).toEqual([...mattresses].sort());
      answers.push(found);
    }
    // The typo finds exactly what the right spelling finds, in the same order.
    expect(answers[1]).toEqual(answers[0]);
    // Accessories about mattresses still come, after the mattresses.
    expect(answers[0]).toEqual(expect.arrayContaining(['Waterproof Mattress Protector']));
  });

  it('finds accessories by their kind and a mattress accessory by its name', async () => {
    for (const q of ['accessory', 'accessories', 'accesories']) {
      const found = await search(q);
      expect(found.length).toBeGreaterThanOrEqual(8);
      for (const product of found) expect(product.collection).toBe('Accessories');
    }
    expect((await search('mattress protector'))[0]?.name).toBe('Waterproof Mattress Protector');
    expect((await search('matress topper'))[0]?.name).toBe('Bamboo Mattress Topper');
  });
});
