import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '#server/db/schema/index.js';
import { analyticsSummarySchema, analyticsTopProductsSchema } from '#shared/schemas/analytics.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  checkoutStateOf,
  paySandbox,
  productStockOf,
  startCheckout,
  startSandboxCheckout,
} from '#tests/helpers/checkout.js';
import { insertOrderAt } from '#tests/helpers/order-fixtures.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

/**
 * Money never overflows a column: one order totals at most $999,999.99, prices stay below it, and
 * sums over many orders are counted as 64-bit. Before, a $1,000,000 product × 22 answered 500.
 */
const BAG_LIMIT =
  'Your bag can total at most $999,999.99, the most one order may be. Lower a quantity or check out what you have first.';

let shop: AdminTestApp;
let admin: BrowserSession;
beforeAll(async () => {
  shop = await createAdminTestApp();
  admin = shop.admin;
});
afterAll(() => shop.close());

let made = 0;
async function pricey(priceCents: number, stockQty = 50) {
  made += 1;
  const name = `Gold Leaf Bed ${made}`;
  return { id: await insertProduct(shop, { name, priceCents, stockQty }), name };
}

function add(browser: BrowserSession, productId: number, quantity: number) {
  return browser.post('/api/cart/items', { productId, sizeLabel: null, quantity });
}

describe('the most one order may total', () => {
  it('refuses a product price or size delta above $999,999.99, naming the limit', async () => {
    const product = {
      name: 'Crown Bed',
      price: 1_000_000,
      description: '',
      collection: 'Prestige',
      stockQty: 1,
    };
    const tooDear = await admin.post('/api/products/create', product);
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().message).toBe(
      'price: Price can be at most $999,999.99, the most one order may total.',
    );
    const atLimit = await admin.post('/api/products/create', { ...product, price: 999_999.99 });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const id = atLimit.json().product.productId;
    const size = await admin.post(`/api/products/${id}/sizes`, {
      label: '183x190',
      sizeName: 'King',
      priceDelta: 1_000_000,
      stockQty: 1,
    });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toMatch(/Price delta can be at most \$999,999\.99/);
  });

  it('answers a $1,000,000 product × 22 with a 4xx naming the limit, never a 500', async () => {
    // A price from before the limit, straight in the catalogue.
    const bed = await pricey(100_000_000);
    const shopper = new BrowserSession(shop.app);
    const many = await add(shopper, bed.id, 22);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('You can have at most 10 of one item in your bag.');
    const one = await add(shopper, bed.id, 1);
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe(BAG_LIMIT);
    expect((await shopper.get('/api/cart')).json().items).toEqual([]);
  });

  it('sells an order of exactly $999,999.99 and refuses a cent more in the bag', async () => {
    const bed = await pricey(99_999_999, 5);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, bed.id, null, 1);
    const second = await add(shopper, bed.id, 1);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(BAG_LIMIT);
    const itemId = (await shopper.get('/api/cart')).json().items[0].itemId;
    const step = await shopper.patch(`/api/cart/items/${itemId}/increment`);
    expect(step.statusCode).toBe(400);
    expect(step.json().message).toBe(BAG_LIMIT);

    const sessionId = await startSandboxCheckout(shopper);
    expect((await paySandbox(shop, sessionId)).statusCode).toBe(303);
    const session = await checkoutStateOf(shop, sessionId);
    const [order] = await shop.database.db
      .select({ totalCents: orders.totalCents })
      .from(orders)
      .where(eq(orders.checkoutSessionId, session?.id ?? 0));
    expect(order?.totalCents).toBe(99_999_999);
  });

  it('refuses at checkout a bag whose prices rose past the limit, holding nothing', async () => {
    const bed = await pricey(6_000_000, 20);
    const shopper = new BrowserSession(shop.app);
    await addToBag(shopper, bed.id, null, 10);
    await shop.database.db
      .update(products)
      .set({ priceCents: 15_000_000 })
      .where(eq(products.id, bed.id));
    const refused = await startCheckout(shopper);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An order can total at most $999,999.99. Lower the quantities in your bag to continue.',
    );
    expect(await productStockOf(shop, bed.id)).toBe(20);
  });
});

describe('sums over many orders', () => {
  it('counts revenue past 2³¹ cents in analytics without overflowing', async () => {
    const bed = await pricey(9_999_999);
    const line = { productId: bed.id, name: bed.name, qty: 10, unitPriceCents: 9_999_999 };
    for (let i = 0; i < 25; i += 1) {
      await insertOrderAt(shop, { createdAt: '2024-05-10T04:00:00Z', lines: [line] });
    }
    const range = 'start=2024-05-10&end=2024-05-10';
    const summary = await admin.get(`/api/analytics/orders/summary?${range}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(analyticsSummarySchema.parse(summary.json())).toMatchObject({
      paidCount: 25,
      revenueCents: 2_499_999_750,
    });
    const top = await admin.get(`/api/analytics/orders/top-products?${range}`);
    expect(top.statusCode, top.body).toBe(200);
    expect(analyticsTopProductsSchema.parse(top.json())[0]).toMatchObject({
      name: bed.name,
      qty: 250,
      revenueCents: 2_499_999_750,
    });
  });
});
