import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FAILURE_MESSAGE } from '#server/modules/auth/csrf.js';
import type { Product } from '#shared/schemas/product.js';
import { PRODUCT_MESSAGES } from '#shared/schemas/product-admin.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';

const NEW_PRODUCT = {
  name: '  Cloud Nine Hybrid  ',
  price: 1299.5,
  description: 'Pocket springs under latex.\nMade in Singapore.',
  collection: 'Prestige',
  stockQty: 7,
};

let shop: AdminTestApp;
let admin: BrowserSession;

async function createProduct(overrides: Record<string, unknown> = {}): Promise<Product> {
  const response = await admin.post('/api/products/create', { ...NEW_PRODUCT, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json().product;
}

async function productAsAdmin(id: number): Promise<Product> {
  const response = await admin.get(`/api/products/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The message a refused call answers, checked to be in the spec's error shape. */
function refusal(response: { statusCode: number; json(): any }, status = 400): string {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body.errors?.[0]?.msg).toBeTypeOf('string');
  return body.errors[0].msg;
}

beforeAll(async () => {
  shop = await createAdminTestApp();
  admin = shop.admin;
});
afterAll(() => shop.close());

describe('who may change the catalogue', () => {
  it('answers visitors 401 and customers 403 on every admin route, and changes nothing', async () => {
    const product = await createProduct();
    const id = product.productId;
    const calls = [
      ['POST', '/api/products/create', NEW_PRODUCT],
      ['PUT', `/api/products/${id}`, { ...NEW_PRODUCT, name: 'Hacked' }],
      ['DELETE', `/api/products/${id}`],
      ['PUT', `/api/products/${id}/visibility`, { isVisible: true }],
      [
        'POST',
        `/api/products/${id}/images/presign`,
        { kind: 'main', filename: 'a.png', contentType: 'image/png' },
      ],
      ['POST', `/api/products/${id}/images`, { key: 'x', kind: 'main', sortOrder: 0 }],
      ['PUT', `/api/products/${id}/images/order`, { imageIds: [] }],
      ['DELETE', `/api/products/${id}/images/1`],
      ['DELETE', `/api/products/${id}/main-image`],
      [
        'POST',
        `/api/products/${id}/sizes`,
        { label: '90x190', sizeName: 'Single', priceDelta: 0, stockQty: 1 },
      ],
      ['PUT', `/api/products/${id}/sizes/bulk`, { sizes: [] }],
      ['DELETE', `/api/products/${id}/sizes/90x190`],
      ['POST', `/api/products/${id}/features`, { name: 'x', imageKey: 'y' }],
      ['PUT', `/api/products/${id}/features/1`, { name: 'x' }],
      ['DELETE', `/api/products/${id}/features/1`],
    ] as const;
    const visitor = new BrowserSession(shop.app);
    const shopper = await shop.customer('nosy@example.test');
    for (const [method, url, body] of calls) {
      const anonymous = await visitor.request(method, url, { body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await shopper.request(method, url, { body });
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Admins only', code: 'admin_only' });
      const forged = await admin.request(method, url, { body, csrf: false });
      expect(forged.statusCode, `${method} ${url}`).toBe(403);
      expect(forged.json()).toEqual({ message: CSRF_FAILURE_MESSAGE, code: 'csrf_failed' });
    }
    expect(await productAsAdmin(id)).toEqual(product);
  });
});

describe('products', () => {
  it('creates a hidden product with the trimmed name and answers its id', async () => {
    const response = await admin.post('/api/products/create', NEW_PRODUCT);
    expect(response.statusCode).toBe(201);
    const { productId, product } = response.json();
    expect(product).toMatchObject({
      productId,
      name: 'Cloud Nine Hybrid',
      price: 1299.5,
      collection: 'Prestige',
      stockQty: 7,
      isVisible: false,
      dimensions: [],
      gallery: [],
      mainImage: null,
    });
    // Hidden: shoppers do not find it, admins do.
    expect((await new BrowserSession(shop.app).get(`/api/products/${productId}`)).statusCode).toBe(
      404,
    );
    const listed = (await admin.get('/api/products?includeHidden=1')).json<Product[]>();
    expect(listed.map((p) => p.productId)).toContain(productId);
  });

  it.each([
    [{ name: '   ' }, PRODUCT_MESSAGES.nameRequired],
    [{ name: undefined }, PRODUCT_MESSAGES.nameRequired],
    [{ price: -1 }, PRODUCT_MESSAGES.price],
    [{ price: 10.005 }, PRODUCT_MESSAGES.price],
    [{ price: '12' }, PRODUCT_MESSAGES.price],
    [{ collection: 'Futons' }, PRODUCT_MESSAGES.collection],
    [{ stockQty: -1 }, PRODUCT_MESSAGES.stock],
    [{ stockQty: 1.5 }, PRODUCT_MESSAGES.stock],
  ])('refuses %j with its message', async (change, message) => {
    const before = (await admin.get('/api/products?includeHidden=1')).json<Product[]>().length;
    expect(refusal(await admin.post('/api/products/create', { ...NEW_PRODUCT, ...change }))).toBe(
      message,
    );
    const after = (await admin.get('/api/products?includeHidden=1')).json<Product[]>().length;
    expect(after).toBe(before);
  });

  it('accepts a price in cents such as 0.1 + 0.2 dollars', async () => {
    const product = await createProduct({ price: 0.1 + 0.2, stockQty: 0 });
    expect(product.price).toBe(0.3);
  });

  it('edits every field, with the same rules', async () => {
    const product = await createProduct();
    const edited = await admin.put(`/api/products/${product.productId}`, {
      name: 'Cloud Ten',
      price: 999,
      description: 'Softer.',
      collection: 'Resort',
      stockQty: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Cloud Ten',
      price: 999,
      collection: 'Resort',
      stockQty: 3,
    });
    expect(
      refusal(
        await admin.put(`/api/products/${product.productId}`, { ...NEW_PRODUCT, stockQty: -2 }),
      ),
    ).toBe(PRODUCT_MESSAGES.stock);
    expect((await admin.put('/api/products/999999', NEW_PRODUCT)).statusCode).toBe(404);
  });

  it('shows and hides a product on the storefront', async () => {
    const product = await createProduct({ collection: 'Spinal' });
    const shopper = new BrowserSession(shop.app);
    const onShelf = async () =>
      (await shopper.get('/api/products?visibleOnly=1&collection=spinal'))
        .json<Product[]>()
        .some((p) => p.productId === product.productId);
    const show = await admin.put(`/api/products/${product.productId}/visibility`, {
      isVisible: true,
    });
    expect(show.json()).toEqual({ productId: product.productId, isVisible: true });
    expect(await onShelf()).toBe(true);
    expect((await shopper.get(`/api/products/${product.productId}`)).statusCode).toBe(200);
    await admin.put(`/api/products/${product.productId}/visibility`, { isVisible: false });
    expect(await onShelf()).toBe(false);
    expect(
      refusal(
        await admin.put(`/api/products/${product.productId}/visibility`, { isVisible: 'yes' }),
      ),
    ).toBe('isVisible must be true or false.');
  });

  it('deletes a product with its sizes and features', async () => {
    const product = await createProduct();
    await admin.post(`/api/products/${product.productId}/sizes`, {
      label: '150x190',
      sizeName: 'Queen',
      priceDelta: 100,
      stockQty: 2,
    });
    const deleted = await admin.delete(`/api/products/${product.productId}`);
    expect(deleted.json()).toEqual({ success: true, message: 'Product deleted.' });
    expect((await admin.get(`/api/products/${product.productId}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/products/${product.productId}`)).statusCode).toBe(404);
  });
});

describe('sizes', () => {
  const QUEEN = { label: '152x190', sizeName: 'Queen', priceDelta: 200, stockQty: 4 };
  const KING = { label: '183x190x25', sizeName: 'King', priceDelta: 350.25, stockQty: 0 };
  /** A size as the API answers it: no checkout holds any of these (decision 0055). */
  const answered = (size: typeof QUEEN) => ({
    ...size,
    availability: size.stockQty > 0 ? 'in_stock' : 'out_of_stock',
    reserved: null,
  });

  it('adds sizes in order and answers the dimensions', async () => {
    const { productId } = await createProduct();
    const first = await admin.post(`/api/products/${productId}/sizes`, QUEEN);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ dimensions: [answered(QUEEN)] });
    const second = await admin.post(`/api/products/${productId}/sizes`, KING);
    expect(second.json().dimensions).toEqual([answered(QUEEN), answered(KING)]);
    expect((await productAsAdmin(productId)).dimensions).toEqual([answered(QUEEN), answered(KING)]);
  });

  it('understands a dimension typed with spaces, a capital X or × as the one label', async () => {
    const { productId } = await createProduct();
    const added = await admin.post(`/api/products/${productId}/sizes`, {
      ...QUEEN,
      label: ' 152 X 190 ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ dimensions: [answered(QUEEN)] });
    const again = await admin.post(`/api/products/${productId}/sizes`, {
      ...QUEEN,
      label: '152×190',
    });
    expect(again.statusCode).toBe(409);
    const removed = await admin.delete(`/api/products/${productId}/sizes/152%20x%20190`);
    expect(removed.json()).toEqual({ dimensions: [] });
  });

  it.each([
    [{ label: '200 x' }, PRODUCT_MESSAGES.dimension],
    [{ label: '200x' }, PRODUCT_MESSAGES.dimension],
    [{ label: '200x120x25x3' }, PRODUCT_MESSAGES.dimension],
    [{ sizeName: 'Double' }, PRODUCT_MESSAGES.sizeName],
    [{ priceDelta: -5 }, PRODUCT_MESSAGES.priceDelta],
    [{ stockQty: -1 }, PRODUCT_MESSAGES.sizeStock],
  ])('refuses %j with its message', async (change, message) => {
    const { productId } = await createProduct();
    expect(
      refusal(await admin.post(`/api/products/${productId}/sizes`, { ...QUEEN, ...change })),
    ).toBe(message);
    expect((await productAsAdmin(productId)).dimensions).toEqual([]);
  });

  it('refuses a label the product already has, and a product that does not exist', async () => {
    const { productId } = await createProduct();
    await admin.post(`/api/products/${productId}/sizes`, QUEEN);
    const again = await admin.post(`/api/products/${productId}/sizes`, {
      ...QUEEN,
      sizeName: 'King',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This product already has size 152x190.');
    const missing = await admin.post('/api/products/999999/sizes', QUEEN);
    expect(missing.statusCode).toBe(404);
  });

  it('adds a label once when two admins add it at the same moment', async () => {
    const { productId } = await createProduct();
    const second = await shop.logInAdmin();
    const answers = await Promise.all(
      [admin, second].map((browser) => browser.post(`/api/products/${productId}/sizes`, QUEEN)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await productAsAdmin(productId)).dimensions).toEqual([answered(QUEEN)]);
  });

  it('saves price deltas and stock of several sizes at once, all or none', async () => {
    const { productId } = await createProduct();
    await admin.post(`/api/products/${productId}/sizes`, QUEEN);
    await admin.post(`/api/products/${productId}/sizes`, KING);
    const saved = await admin.put(`/api/products/${productId}/sizes/bulk`, {
      sizes: [
        { label: QUEEN.label, priceDelta: 210, stockQty: 9 },
        { label: KING.label, priceDelta: 400, stockQty: 1 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().dimensions).toEqual([
      answered({ ...QUEEN, priceDelta: 210, stockQty: 9 }),
      answered({ ...KING, priceDelta: 400, stockQty: 1 }),
    ]);
    const partlyWrong = await admin.put(`/api/products/${productId}/sizes/bulk`, {
      sizes: [
        { label: QUEEN.label, priceDelta: 1, stockQty: 1 },
        { label: '100x100', priceDelta: 1, stockQty: 1 },
      ],
    });
    expect(partlyWrong.statusCode).toBe(404);
    expect(partlyWrong.json().message).toBe('This product has no size 100x100.');
    expect(
      refusal(
        await admin.put(`/api/products/${productId}/sizes/bulk`, {
          sizes: [{ label: QUEEN.label, priceDelta: 1, stockQty: -1 }],
        }),
      ),
    ).toBe(PRODUCT_MESSAGES.sizeStock);
    expect((await productAsAdmin(productId)).dimensions).toEqual(saved.json().dimensions);
  });

  it('removes a size by its label', async () => {
    const { productId } = await createProduct();
    await admin.post(`/api/products/${productId}/sizes`, QUEEN);
    await admin.post(`/api/products/${productId}/sizes`, KING);
    const removed = await admin.delete(`/api/products/${productId}/sizes/${QUEEN.label}`);
    expect(removed.json()).toEqual({ dimensions: [answered(KING)] });
    expect((await admin.delete(`/api/products/${productId}/sizes/${QUEEN.label}`)).statusCode).toBe(
      404,
    );
  });
});

describe('the low stock report', () => {
  it('names each low size and how many are left, beside the fields it had', async () => {
    const { productId } = await createProduct({ name: 'Low Stock Hybrid' });
    const sizes = [
      { label: '152x190', sizeName: 'Queen', priceDelta: 0, stockQty: 2 },
      { label: '183x190', sizeName: 'King', priceDelta: 0, stockQty: 0 },
      { label: '91x190', sizeName: 'Single', priceDelta: 0, stockQty: 40 },
    ];
    for (const size of sizes) {
      expect((await admin.post(`/api/products/${productId}/sizes`, size)).statusCode).toBe(201);
    }
    const unsized = await createProduct({ name: 'Low Stock Pillow', stockQty: 1 });
    expect((await admin.put('/api/admin/low-stock', { threshold: 3 })).statusCode).toBe(200);

    const report = await admin.get('/api/admin/low-stock');
    expect(report.statusCode).toBe(200);
    const mine = report
      .json()
      .items.filter((item: { productId: number }) =>
        [productId, unsized.productId].includes(item.productId),
      );
    expect(mine).toEqual([
      {
        productId,
        name: 'Low Stock Hybrid',
        sizeLabel: '183x190',
        sizeName: 'King',
        stockQty: 0,
        isVisible: false,
        waiting: 0,
        summary: 'King 183x190: out of stock',
      },
      {
        productId: unsized.productId,
        name: 'Low Stock Pillow',
        sizeLabel: null,
        sizeName: null,
        stockQty: 1,
        isVisible: false,
        waiting: 0,
        summary: '1 left',
      },
      {
        productId,
        name: 'Low Stock Hybrid',
        sizeLabel: '152x190',
        sizeName: 'Queen',
        stockQty: 2,
        isVisible: false,
        waiting: 0,
        summary: 'Queen 152x190: 2 left',
      },
    ]);
  });
});
