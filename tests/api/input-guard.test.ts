import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNACCEPTABLE_TEXT_MESSAGE } from '#server/plugins/input-guard.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession, type InjectResult } from '#tests/helpers/browser-session.js';
import { addToBag, SHIPPING, startSandboxCheckout } from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

let shop: AdminTestApp;
let admin: BrowserSession;
let customer: BrowserSession;
let productId: number;

/** A 400 in the spec's validation shape, naming the character problem. */
function expectRefused(response: InjectResult, what: string): void {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
  const body = response.json<{ message: string; errors: { msg: string }[] }>();
  expect(body.message, what).toBe(UNACCEPTABLE_TEXT_MESSAGE);
  expect(body.errors[0]?.msg, what).toBe(UNACCEPTABLE_TEXT_MESSAGE);
}

beforeAll(async () => {
  shop = await createAdminTestApp();
  admin = shop.admin;
  customer = await shop.customer('nul.bytes@example.sg');
  productId = await insertProduct(shop, { name: 'Guarded Pillow', priceCents: 9900, stockQty: 50 });
});
afterAll(() => shop.close());

describe('NUL bytes and lone surrogates', () => {
  it('refuse them in the URL of the routes the attack found, as anyone', async () => {
    const visitor = new BrowserSession(shop.app);
    const urls = [
      '/api/products?q=%00',
      '/api/products?collection=%00',
      '/api/orders/lookup?session_id=%00',
      '/api/orders/lookup?session_id=cs_%ED%A0%80',
      '/checkout/pay/%00',
      '/api/products/%00',
      '/no-such-page/%00',
    ];
    for (const url of urls) expectRefused(await visitor.get(url), url);
    const adminUrls = [
      '/api/orders/admin/orders?q=%00',
      '/api/users?q=%00',
      '/api/vouchers?q=%00',
      '/api/analytics/orders/summary?start=%00',
    ];
    for (const url of adminUrls) expectRefused(await admin.get(url), url);
  });

  it('refuse them in JSON bodies, keys and nested values included, and change nothing', async () => {
    const before = (await customer.get('/api/profile')).json();
    expectRefused(
      await customer.put('/api/profile/address', {
        address_line: '1 Raffles Place\0',
        postal_code: '048616',
      }),
      'address',
    );
    expect((await customer.get('/api/profile')).json()).toEqual(before);
    await addToBag(customer, productId, null);
    expectRefused(await customer.post('/api/cart/voucher', { code: 'SLEEP\0' }), 'voucher');
    const productForm = { name: 'Nul\0 Mattress', price: 100, stockQty: 1, collection: 'Prestige' };
    expectRefused(await admin.post('/api/products/create', productForm), 'product form');
    expectRefused(
      await admin.put(`/api/products/${productId}`, {
        ...productForm,
        name: 'A',
        tags: { 'x\0': 1 },
      }),
      'nested key',
    );
    // A lone surrogate can only arrive escaped in JSON: JSON.stringify writes it as \ud800.
    const raw = await customer.request('POST', '/api/cart/voucher', {
      body: '{"code":"\\ud800SLEEP"}',
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(raw, 'lone surrogate');
  });

  it('refuse them in the sandbox payment form', async () => {
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, productId, null);
    const sessionId = await startSandboxCheckout(shopper);
    const response = await shop.app.inject({
      method: 'POST',
      url: `/checkout/pay/${encodeURIComponent(sessionId)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...SHIPPING, name: 'Tan\0', number: '4242' }).toString(),
    });
    expectRefused(response as unknown as InjectResult, 'pay form');
  });

  it('pass ordinary text, accents and emoji (surrogate pairs) through', async () => {
    const response = await customer.put('/api/profile/address', {
      address_line: 'Blk 1 Café Lane 😴 #01-01',
      postal_code: '048616',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.address_line).toBe('Blk 1 Café Lane 😴 #01-01');
  });
});

describe('Dates the database cannot count', () => {
  it('answer 400 naming the range instead of a 500', async () => {
    for (const [start, end] of [
      ['0000-01-01', '0000-01-02'],
      ['1969-12-31', '1970-01-01'],
      ['9999-12-31', '10000-01-01'],
    ]) {
      const response = await admin.get(`/api/analytics/orders/summary?start=${start}&end=${end}`);
      expect(response.statusCode, `${start}…${end}`).toBe(400);
      expect(response.json().errors[0].msg).toMatch(/1970-01-01 and 9999-12-31|YYYY-MM-DD/);
    }
  });

  it('count the last days the calendar has', async () => {
    for (const path of ['summary', 'daily', 'top-products', 'to-fulfill']) {
      const response = await admin.get(
        `/api/analytics/orders/${path}?start=9999-12-30&end=9999-12-31`,
      );
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
    const first = await admin.get('/api/analytics/orders/summary?start=1970-01-01&end=1970-01-02');
    expect(first.statusCode).toBe(200);
  });
});
