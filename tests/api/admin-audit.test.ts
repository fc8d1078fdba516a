import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderListSchema } from '#shared/schemas/admin-order.js';
import { type AuditEntry, auditListSchema, SHOP_SETTING_IDS } from '#shared/schemas/audit.js';
import { lowStockSchema } from '#shared/schemas/low-stock.js';
import type { Product } from '#shared/schemas/product.js';
import { PRODUCT_MESSAGES } from '#shared/schemas/product-admin.js';
import {
  type AdminTestApp,
  createAdminTestApp,
  TEST_ADMIN,
} from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, paySandbox, startSandboxCheckout } from '#tests/helpers/checkout.js';
import { insertOrderAt } from '#tests/helpers/order-fixtures.js';

// Many logins from one address: the per-address limit of the auth routes is not under test here.
const SHOP_ENV = { RATE_LIMIT_MAX: '10000' };

let shop: AdminTestApp;
let admin: BrowserSession;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp(SHOP_ENV);
  admin = shop.admin;
});
afterAll(() => shop.close());

function expectOk(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
}

async function trail(query: string): Promise<AuditEntry[]> {
  const response = await admin.get(`/api/admin/audit?${query}`);
  expectOk(response);
  expect(response.headers['cache-control']).toBe('no-store');
  return auditListSchema.parse(response.json()).entries;
}

/** The newest entry of one item, checked to name its admin. */
async function latestOf(entityType: string, entityId: number): Promise<AuditEntry> {
  const [entry] = await trail(`entityType=${entityType}&entityId=${entityId}`);
  expect(entry?.actorEmail).toBe(TEST_ADMIN.email);
  if (!entry) throw new Error(`no audit entry for ${entityType} ${entityId}`);
  return entry;
}

async function createProduct(fields: Record<string, unknown> = {}): Promise<Product> {
  counter += 1;
  const response = await admin.post('/api/products/create', {
    name: `Audit Topper ${counter}`,
    price: 199,
    description: 'Latex topper.',
    collection: 'Accessories',
    stockQty: 5,
    ...fields,
  });
  expectOk(response, 201);
  return response.json().product;
}

describe('the audit trail', () => {
  it('records a product created, its price, stock and visibility changed, and deleted', async () => {
    const product = await createProduct();
    const id = product.productId;
    const created = await latestOf('product', id);
    expect(created).toMatchObject({ action: 'created', entityLabel: product.name });
    expect(created.changes).toContainEqual({ field: 'Price', from: null, to: '$199.00' });

    const edit = { ...product, price: 249.5, stockQty: 2 };
    expectOk(await admin.put(`/api/products/${id}`, edit));
    const edited = await latestOf('product', id);
    expect(edited.action).toBe('updated');
    expect(edited.changes).toEqual([
      { field: 'Price', from: '$199.00', to: '$249.50' },
      { field: 'Stock', from: 5, to: 2 },
    ]);

    expectOk(await admin.put(`/api/products/${id}/visibility`, { isVisible: true }));
    expect((await latestOf('product', id)).changes).toEqual([
      { field: 'Visible', from: false, to: true },
    ]);

    // The same values again change nothing, and leave no entry.
    const before = await trail(`entityType=product&entityId=${id}`);
    expectOk(await admin.put(`/api/products/${id}`, edit));
    expect(await trail(`entityType=product&entityId=${id}`)).toHaveLength(before.length);

    expectOk(await admin.delete(`/api/products/${id}`));
    const deleted = await latestOf('product', id);
    expect(deleted).toMatchObject({ action: 'deleted', entityLabel: product.name });
    expect(deleted.changes).toContainEqual({ field: 'Stock', from: 2, to: null });
  });

  it('records sizes added, their stock saved and removed, with the product’s stock their sum', async () => {
    const product = await createProduct({ stockQty: 9 });
    const id = product.productId;
    const add = (label: string, stockQty: number) =>
      admin.post(`/api/products/${id}/sizes`, {
        label,
        sizeName: 'Queen',
        priceDelta: 100,
        stockQty,
      });
    expectOk(await add('152x190', 4), 201);
    // The product's own 9 gives way to what its one size holds.
    expect((await latestOf('product', id)).changes).toContainEqual({
      field: 'Stock',
      from: 9,
      to: 4,
    });
    expectOk(await add('183x190', 0), 201);
    const added = await latestOf('product', id);
    expect(added.changes).toEqual([
      { field: 'Size 183x190', from: null, to: 'Queen' },
      { field: 'Price delta of 183x190', from: null, to: '$100.00' },
      { field: 'Stock of 183x190', from: null, to: 0 },
    ]);

    const saved = await admin.put(`/api/products/${id}/sizes/bulk`, {
      sizes: [{ label: '183x190', priceDelta: 100, stockQty: 3 }],
    });
    expectOk(saved);
    expect((await latestOf('product', id)).changes).toEqual([
      { field: 'Stock', from: 4, to: 7 },
      { field: 'Stock of 183x190', from: 0, to: 3 },
    ]);
    expect((await admin.get(`/api/products/${id}`)).json().stockQty).toBe(7);

    expectOk(await admin.delete(`/api/products/${id}/sizes/152x190`));
    expect((await latestOf('product', id)).changes).toContainEqual({
      field: 'Stock of 152x190',
      from: 4,
      to: null,
    });
  });

  /** An image uploaded for the product as the admin's browser does it; its key. */
  async function uploadedImage(productId: number, kind: 'main' | 'gallery' | 'feature') {
    const presigned = await admin.post(`/api/products/${productId}/images/presign`, {
      kind,
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expectOk(presigned);
    const { uploadUrl, key } = presigned.json<{ uploadUrl: string; key: string }>();
    const bytes = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
    const put = await shop.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: bytes,
    });
    expectOk(put);
    return key;
  }

  it('records every change shoppers see: firmness, images and features', async () => {
    const product = await createProduct();
    const id = product.productId;
    const changesOf = async () => (await latestOf('product', id)).changes;

    expectOk(await admin.put(`/api/products/${id}`, { ...product, firmness: 7 }));
    expect(await changesOf()).toEqual([{ field: 'Firmness', from: null, to: 7 }]);

    const main = await uploadedImage(id, 'main');
    expectOk(await admin.post(`/api/products/${id}/images`, { key: main, kind: 'main' }), 201);
    expect(await changesOf()).toEqual([{ field: 'Main image', from: null, to: main }]);
    expectOk(await admin.delete(`/api/products/${id}/main-image`));
    expect(await changesOf()).toEqual([{ field: 'Main image', from: main, to: null }]);

    const gallery = [await uploadedImage(id, 'gallery'), await uploadedImage(id, 'gallery')];
    for (const key of gallery) {
      expectOk(await admin.post(`/api/products/${id}/images`, { key, kind: 'gallery' }), 201);
    }
    expect(await changesOf()).toEqual([{ field: 'Gallery image 2', from: null, to: gallery[1] }]);
    const images = (await admin.get(`/api/products/${id}`)).json<Product>().gallery;
    const ids = images.map((image) => image.imageId).reverse();
    expectOk(await admin.put(`/api/products/${id}/images/order`, { imageIds: ids }));
    expect(await changesOf()).toEqual([
      { field: 'Gallery image 1', from: gallery[0], to: gallery[1] },
      { field: 'Gallery image 2', from: gallery[1], to: gallery[0] },
    ]);

    const featureImage = await uploadedImage(id, 'feature');
    const added = await admin.post(`/api/products/${id}/features`, {
      name: 'Cooling gel',
      paragraphs: ['Sleeps cool.'],
      imageKey: featureImage,
    });
    expectOk(added, 201);
    const featureId = added.json<{ featureId: number }>().featureId;
    const feature = `Feature #${featureId}`;
    expect(await changesOf()).toContainEqual({ field: feature, from: null, to: 'Cooling gel' });
    const edited = { name: 'Cool gel', paragraphs: ['Sleeps cool.'] };
    expectOk(await admin.put(`/api/products/${id}/features/${featureId}`, edited));
    expect(await changesOf()).toContainEqual({
      field: feature,
      from: 'Cooling gel',
      to: 'Cool gel',
    });
    expectOk(await admin.delete(`/api/products/${id}/features/${featureId}`));
    expect(await changesOf()).toContainEqual({
      field: `${feature} text`,
      from: 'Sleeps cool.',
      to: null,
    });
  });

  it('records the low-stock threshold changed, and the same value again leaves no entry', async () => {
    const settingTrail = `entityType=setting&entityId=${SHOP_SETTING_IDS.lowStockThreshold}`;
    const current = lowStockSchema.parse((await admin.get('/api/admin/low-stock')).json());
    const next = current.threshold + 4;
    expectOk(await admin.put('/api/admin/low-stock', { threshold: next }));
    const entry = await latestOf('setting', SHOP_SETTING_IDS.lowStockThreshold);
    expect(entry).toMatchObject({ action: 'updated', entityLabel: 'Low stock threshold' });
    expect(entry.changes).toEqual([{ field: 'Threshold', from: current.threshold, to: next }]);
    const entries = (await trail(settingTrail)).length;
    expectOk(await admin.put('/api/admin/low-stock', { threshold: next }));
    expect(await trail(settingTrail)).toHaveLength(entries);
  });

  it('records vouchers created, edited (types named as the form names them) and deleted', async () => {
    const created = await admin.post('/api/vouchers', {
      code: 'AUDIT10',
      kind: 'percent',
      value: 10,
      minSubtotalCents: 0,
      maxRedemptions: null,
      startsAt: null,
      expiresAt: null,
      active: true,
    });
    expectOk(created, 201);
    const voucherId = created.json().voucher.id;
    expect((await latestOf('voucher', voucherId)).changes).toContainEqual({
      field: 'Type',
      from: null,
      to: 'Percent',
    });

    expectOk(await admin.put(`/api/vouchers/${voucherId}`, { kind: 'fixed', value: 25 }));
    expect((await latestOf('voucher', voucherId)).changes).toEqual([
      { field: 'Type', from: 'Percent', to: 'Fixed amount' },
      { field: 'Value', from: '10%', to: '$25.00' },
    ]);
    expectOk(await admin.put(`/api/vouchers/${voucherId}`, { active: false }));
    expect((await latestOf('voucher', voucherId)).changes).toEqual([
      { field: 'Active', from: true, to: false },
    ]);

    expectOk(await admin.delete(`/api/vouchers/${voucherId}`));
    expect(await latestOf('voucher', voucherId)).toMatchObject({
      action: 'deleted',
      entityLabel: 'AUDIT10',
    });
  });

  it('records users edited, banned and deleted', async () => {
    const email = 'audited.customer@example.sg';
    await shop.customer(email);
    const users = (await admin.get(`/api/users?includeBanned=1&q=${email}`)).json();
    const userId = users.find((user: { email: string }) => user.email === email).id;

    const edit = { name: 'Audited Customer', email, role: 'user', banned: false };
    expectOk(await admin.put(`/api/users/${userId}`, edit));
    expect((await latestOf('user', userId)).changes).toEqual([
      { field: 'Name', from: null, to: 'Audited Customer' },
    ]);
    expectOk(await admin.put(`/api/users/${userId}/ban`, { banned: true }));
    expect((await latestOf('user', userId)).changes).toEqual([
      { field: 'Banned', from: false, to: true },
    ]);
    expectOk(await admin.delete(`/api/users/${userId}`));
    expect(await latestOf('user', userId)).toMatchObject({ action: 'deleted', entityLabel: email });
  });

  it('records an order’s status change, and a refused change leaves no entry', async () => {
    const orderId = await insertOrderAt(shop, {
      createdAt: shop.fromNow().toISOString(),
      lines: [{ productId: null, name: 'Audit Pillow', qty: 1, unitPriceCents: 4_990 }],
    });
    const status = (value: string) =>
      admin.put(`/api/orders/admin/orders/${orderId}/status`, { status: value });
    expectOk(await status('processing'));
    expect(await latestOf('order', orderId)).toMatchObject({
      action: 'updated',
      entityLabel: `#${orderId}`,
      changes: [{ field: 'Status', from: 'paid', to: 'processing' }],
    });
    expect((await status('shipped')).statusCode).toBe(400);
    expect(await trail(`entityType=order&entityId=${orderId}`)).toHaveLength(1);
  });

  it('filters by kind, admin and Singapore dates, and refuses malformed filters', async () => {
    await createProduct();
    const products = await trail('entityType=product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((entry) => entry.entityType === 'product')).toBe(true);
    expect(await trail('actor=nobody-at-all')).toEqual([]);
    expect((await trail('actor=OWNER@8ettersleep')).length).toBeGreaterThan(0);
    expect(await trail('to=2020-01-01')).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format();
    expect((await trail(`from=${today}&to=${today}`)).length).toBeGreaterThan(0);

    for (const query of [
      'entityType=invoice',
      'entityId=1',
      'from=2026-02-30',
      'from=2026-05-02&to=2026-05-01',
      'limit=501',
    ]) {
      const response = await admin.get(`/api/admin/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].msg).toBeTypeOf('string');
    }
  });

  it('is for admins only', async () => {
    const customer = await shop.customer('curious.customer@example.sg');
    expect((await new BrowserSession(shop.app).get('/api/admin/audit')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/audit')).statusCode).toBe(403);
    expect((await customer.get('/api/admin/low-stock')).statusCode).toBe(403);
  });
});

describe('a product with sizes', () => {
  it('holds what its sizes hold after a sale, and refuses a stock of its own', async () => {
    const product = await createProduct({ collection: 'Hotel', stockQty: 9 });
    const id = product.productId;
    const size = { sizeName: 'King', priceDelta: 0 };
    expectOk(
      await admin.post(`/api/products/${id}/sizes`, { ...size, label: '183x190', stockQty: 4 }),
      201,
    );
    expectOk(
      await admin.post(`/api/products/${id}/sizes`, { ...size, label: '152x190', stockQty: 0 }),
      201,
    );
    expectOk(await admin.put(`/api/products/${id}/visibility`, { isVisible: true }));
    expect((await admin.get(`/api/products/${id}`)).json().stockQty).toBe(4);

    const shopper = await shop.customer('sized.shopper@example.sg');
    await addToBag(shopper, id, '183x190', 1);
    const sessionId = await startSandboxCheckout(shopper);
    expect(
      (await paySandbox(shop, sessionId, { email: 'sized.shopper@example.sg' })).statusCode,
    ).toBe(303);
    const after = (await admin.get(`/api/products/${id}`)).json();
    expect(after.stockQty).toBe(3);
    expect((await new BrowserSession(shop.app).get(`/api/products/${id}`)).json().stockQty).toBe(3);

    const fields = { name: product.name, price: 150, collection: 'Hotel', description: '' };
    const refused = await admin.put(`/api/products/${id}`, { ...fields, stockQty: 20 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRODUCT_MESSAGES.stockIsSumOfSizes(3));
    expectOk(await admin.put(`/api/products/${id}`, { ...fields, stockQty: 3 }));
    const withoutStock = await admin.put(`/api/products/${id}`, fields);
    expectOk(withoutStock);
    expect(withoutStock.json()).toMatchObject({ price: 150, stockQty: 3 });
  });
});

describe('the low stock list', () => {
  it('lists sizes and unsized products at or under the owner’s threshold, fewest first', async () => {
    const unsized = await createProduct({ stockQty: 1 });
    const sized = await createProduct({ collection: 'Hotel', stockQty: 0 });
    expectOk(
      await admin.post(`/api/products/${sized.productId}/sizes`, {
        label: '107x190',
        sizeName: 'Super Single',
        priceDelta: 0,
        stockQty: 2,
      }),
      201,
    );
    expectOk(await admin.put('/api/admin/low-stock', { threshold: 2 }));
    const list = lowStockSchema.parse((await admin.get('/api/admin/low-stock')).json());
    expect(list.threshold).toBe(2);
    const mine = list.items.filter((item) =>
      [unsized.productId, sized.productId].includes(item.productId),
    );
    expect(mine).toEqual([
      expect.objectContaining({ productId: unsized.productId, sizeLabel: null, stockQty: 1 }),
      expect.objectContaining({ productId: sized.productId, sizeLabel: '107x190', stockQty: 2 }),
    ]);
    expect(list.items.every((item) => item.stockQty <= 2)).toBe(true);

    expectOk(await admin.put('/api/admin/low-stock', { threshold: 1 }));
    const lower = lowStockSchema.parse((await admin.get('/api/admin/low-stock')).json());
    expect(lower.items.some((item) => item.productId === sized.productId)).toBe(false);

    const refused = await admin.put('/api/admin/low-stock', { threshold: -1 });
    expect(refused.statusCode).toBe(400);
  });
});

describe('admin orders filtered by Singapore dates', () => {
  it('keeps an order placed at 00:30 in Singapore on that day, not the day before', async () => {
    const line = { productId: null, name: 'Midnight Pillow', qty: 1, unitPriceCents: 2_000 };
    const email = 'midnight.filter@example.sg';
    // 2026-03-09 16:30 UTC is 00:30 on the 10th in Singapore.
    const early = await insertOrderAt(shop, {
      createdAt: '2026-03-09T16:30:00Z',
      lines: [line],
      email,
    });
    const late = await insertOrderAt(shop, {
      createdAt: '2026-03-09T15:30:00Z',
      lines: [line],
      email,
    });
    const processing = await insertOrderAt(shop, {
      createdAt: '2026-03-10T04:00:00Z',
      lines: [line],
      email,
      status: 'processing',
    });
    const list = async (query: string) =>
      adminOrderListSchema
        .parse((await admin.get(`/api/orders/admin/orders?limit=200&q=${email}${query}`)).json())
        .orders.map((order) => order.orderId);
    expect(await list('&from=2026-03-10&to=2026-03-10')).toEqual([processing, early]);
    expect(await list('&to=2026-03-09')).toEqual([late]);
    expect(await list('&from=2026-03-10&status=processing')).toEqual([processing]);
    const refused = await admin.get('/api/orders/admin/orders?from=2026-03-11&to=2026-03-10');
    expect(refused.statusCode).toBe(400);
  });

  it('finds orders by the date they are delivered, with the phone and slot on each', async () => {
    const line = { productId: null, name: 'Delivered Pillow', qty: 1, unitPriceCents: 2_000 };
    const email = 'delivery.filter@example.sg';
    const booked = await insertOrderAt(shop, {
      createdAt: '2026-05-01T03:00:00Z',
      lines: [line],
      email,
      delivery: { phone: '+6591234567', date: '2026-05-12' },
    });
    await insertOrderAt(shop, {
      createdAt: '2026-05-01T04:00:00Z',
      lines: [line],
      email,
      delivery: { phone: '+6581234567', date: '2026-05-13' },
    });
    const response = await admin.get(
      `/api/orders/admin/orders?q=${email}&delivery=2026-05-12&status=paid`,
    );
    expectOk(response);
    const { orders } = adminOrderListSchema.parse(response.json());
    expect(orders.map((order) => order.orderId)).toEqual([booked]);
    expect(orders[0]?.delivery).toMatchObject({ phone: '+6591234567', date: '2026-05-12' });
    expect(orders[0]?.delivery.slot).toBeTypeOf('string');
    expect((await admin.get('/api/orders/admin/orders?delivery=2026-13-01')).statusCode).toBe(400);
  });
});
