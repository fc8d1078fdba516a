import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.js';
import { carts, productSizes, products, vouchers } from '#server/db/schema/index.js';
import { type Cart, cartSchema } from '#shared/schemas/cart.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession, type InjectResult } from '#tests/helpers/browser-session.js';
import { CUSTOMER_PASSWORD } from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

let shop: AdminTestApp;
let admin: BrowserSession;

beforeAll(async () => {
  shop = await createAdminTestApp();
  admin = shop.admin;
});
afterAll(() => shop.close());

/** A mattress sold in a Single (S$1,299.50) and a Queen (+ S$500.00) with the stock given. */
function mattress(name: string, stock: { single?: number; queen?: number } = {}) {
  return insertProduct(shop, {
    name,
    priceCents: 129_950,
    sizes: [
      { label: '91x190', sizeName: 'Single', priceDeltaCents: 0, stockQty: stock.single ?? 5 },
      { label: '152x190', sizeName: 'Queen', priceDeltaCents: 50_000, stockQty: stock.queen ?? 3 },
    ],
  });
}

function accessory(name: string, stockQty = 10, priceCents = 4_990) {
  return insertProduct(shop, { name, priceCents, stockQty, collection: 'Accessories' });
}

async function cartOf(browser: BrowserSession): Promise<Cart> {
  const response = await browser.get('/api/cart');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return cartSchema.parse(response.json());
}

async function add(
  browser: BrowserSession,
  productId: number,
  sizeLabel: string | null,
  quantity = 1,
) {
  return browser.post('/api/cart/items', { productId, sizeLabel, quantity });
}

async function addOk(
  browser: BrowserSession,
  productId: number,
  sizeLabel: string | null,
  qty = 1,
) {
  const response = await add(browser, productId, sizeLabel, qty);
  expect(response.statusCode, response.body).toBe(200);
}

function itemOf(cart: Cart, name: string) {
  const item = cart.items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no ${name} in the bag`);
  return item;
}

let voucherCount = 0;
async function createVoucher(
  fields: Record<string, unknown>,
): Promise<{ id: number; code: string }> {
  voucherCount += 1;
  const code = (fields.code as string | undefined) ?? `BAG${voucherCount}`;
  const response = await admin.post('/api/vouchers', {
    kind: 'percent',
    value: 10,
    ...fields,
    code,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().voucher;
}

describe('GET /api/cart', () => {
  it('is empty for a new visitor, in the spec shape, and creates nothing', async () => {
    const visitor = new BrowserSession(shop.app);
    expect(await cartOf(visitor)).toEqual({
      cartId: null,
      items: [],
      itemCount: 0,
      subtotal: 0,
      subtotalCents: 0,
      discountCents: 0,
      voucher_discount_cents: 0,
      totalCents: 0,
      voucher: null,
      notice: null,
    });
    expect(visitor.cookies.size).toBe(0);
  });
});

describe('adding to the bag', () => {
  it('prices every line on the server from the catalogue, whatever the client sends', async () => {
    const bedId = await mattress('Price Test Bed');
    const pillowId = await accessory('Price Test Pillow', 10, 4_990);
    const visitor = new BrowserSession(shop.app);
    const forged = await visitor.post('/api/cart/items', {
      productId: bedId,
      sizeLabel: '152x190',
      quantity: 2,
      unitPrice: 1,
      price: 0.01,
      subtotal: 0,
    });
    expect(forged.statusCode).toBe(200);
    await addOk(visitor, pillowId, null, 3);

    const cart = await cartOf(visitor);
    expect(cart.cartId).toEqual(expect.any(Number));
    expect(cart.items).toEqual([
      {
        itemId: expect.any(Number),
        productId: bedId,
        name: 'Price Test Bed',
        image: '/media/demo/test.webp?w=560&q=75&auto=format',
        sizeLabel: '152x190',
        sizeName: 'Queen',
        quantity: 2,
        unitPrice: 1799.5,
        maxQuantity: 3,
        lineLimit: 10,
      },
      {
        itemId: expect.any(Number),
        productId: pillowId,
        name: 'Price Test Pillow',
        image: '/media/demo/test.webp?w=560&q=75&auto=format',
        sizeLabel: null,
        sizeName: null,
        quantity: 3,
        unitPrice: 49.9,
        maxQuantity: 10,
        lineLimit: 10,
      },
    ]);
    // 2 × 1,799.50 + 3 × 49.90, summed in cents.
    expect(cart.subtotalCents).toBe(374_870);
    expect(cart.subtotal).toBe(3748.7);
    expect(cart.totalCents).toBe(374_870);
    expect(cart.itemCount).toBe(5);

    // The catalogue's price changes: the bag shows the new one.
    await shop.database.db
      .update(products)
      .set({ priceCents: 100_000 })
      .where(eq(products.id, bedId));
    expect(itemOf(await cartOf(visitor), 'Price Test Bed').unitPrice).toBe(1500);
  });

  it('adds the same product and size to its line, other sizes to lines of their own', async () => {
    const bedId = await mattress('Line Test Bed', { single: 9, queen: 9 });
    const pillowId = await accessory('Line Test Pillow');
    const visitor = new BrowserSession(shop.app);
    await addOk(visitor, bedId, '91x190', 1);
    await addOk(visitor, pillowId, null, 1);
    await addOk(visitor, bedId, '91x190', 2);
    await addOk(visitor, bedId, '152x190', 1);
    await addOk(visitor, pillowId, null, 2);
    const cart = await cartOf(visitor);
    expect(cart.items.map((item) => [item.name, item.sizeLabel, item.quantity])).toEqual([
      ['Line Test Bed', '91x190', 3],
      ['Line Test Pillow', null, 3],
      ['Line Test Bed', '152x190', 1],
    ]);
  });

  it('refuses what cannot go in the bag, naming why', async () => {
    const bedId = await mattress('Refusal Test Bed', { single: 0, queen: 2 });
    const hiddenId = await insertProduct(shop, {
      name: 'Refusal Hidden',
      priceCents: 1000,
      stockQty: 5,
      isVisible: false,
    });
    const soldOutId = await accessory('Refusal Sold Out', 0);
    const pillowId = await accessory('Refusal Pillow', 4);
    const visitor = new BrowserSession(shop.app);

    const cases: [number, string | null, number, number, string, string][] = [
      [hiddenId, null, 1, 404, 'Product not found', 'not_found'],
      [999_999, null, 1, 404, 'Product not found', 'not_found'],
      [bedId, null, 1, 400, 'Please select a size.', 'invalid_input'],
      [bedId, '100x100', 1, 400, 'This size is not available for this product.', 'invalid_input'],
      [bedId, '91x190', 1, 409, 'Out of stock for size 91x190.', 'out_of_stock'],
      [bedId, '152x190', 3, 409, 'Only 2 left in Queen.', 'not_enough_stock'],
      [soldOutId, null, 1, 409, 'Out of stock.', 'out_of_stock'],
      [pillowId, '91x190', 1, 400, 'This product has no sizes to choose from.', 'invalid_input'],
      [pillowId, null, 5, 409, 'Only 4 left.', 'not_enough_stock'],
      [pillowId, null, 0, 400, 'quantity: Quantity must be at least 1.', 'invalid_input'],
      [pillowId, null, 100, 400, 'quantity: Quantity must be at most 99.', 'invalid_input'],
      [pillowId, null, 1.5, 400, 'quantity: Quantity must be a whole number.', 'invalid_input'],
    ];
    for (const [productId, sizeLabel, quantity, status, message, code] of cases) {
      const response = await add(visitor, productId, sizeLabel, quantity);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toMatchObject({ message, code });
    }
    expect((await cartOf(visitor)).items).toEqual([]);

    await addOk(visitor, bedId, '152x190', 1);
    const more = await add(visitor, bedId, '152x190', 2);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('Only 2 left in Queen. Your bag already has 1.');
    expect(itemOf(await cartOf(visitor), 'Refusal Test Bed').quantity).toBe(1);
  });

  it('never holds more of one line than one order may (HOLD_UNITS_PER_SIZE, 10)', async () => {
    const pillowId = await accessory('Hundred Pillow', 500);
    const visitor = new BrowserSession(shop.app);
    await addOk(visitor, pillowId, null, 10);
    const response = await add(visitor, pillowId, null, 1);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You can have at most 10 of one item in your bag.');
    const { itemId } = itemOf(await cartOf(visitor), 'Hundred Pillow');
    const step = await visitor.patch(`/api/cart/items/${itemId}/increment`);
    expect(step.statusCode).toBe(400);
    expect(step.json().message).toBe('You can have at most 10 of one item in your bag.');
  });

  it('needs the anti-forgery token', async () => {
    const pillowId = await accessory('Csrf Pillow');
    const visitor = new BrowserSession(shop.app);
    const response = await visitor.request('POST', '/api/cart/items', {
      body: { productId: pillowId, sizeLabel: null, quantity: 1 },
      csrf: false,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('changing lines', () => {
  it('increments up to the stock, decrements down to 1, removes', async () => {
    const bedId = await mattress('Stepper Bed', { queen: 2 });
    const visitor = new BrowserSession(shop.app);
    await addOk(visitor, bedId, '152x190', 1);
    const { itemId } = itemOf(await cartOf(visitor), 'Stepper Bed');

    expect((await visitor.patch(`/api/cart/items/${itemId}/increment`)).statusCode).toBe(200);
    expect(itemOf(await cartOf(visitor), 'Stepper Bed').quantity).toBe(2);
    const beyond = await visitor.patch(`/api/cart/items/${itemId}/increment`);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({
      message: 'Only 2 left in Queen. Your bag already has 2.',
      code: 'not_enough_stock',
    });

    expect((await visitor.patch(`/api/cart/items/${itemId}/decrement`)).statusCode).toBe(200);
    expect(itemOf(await cartOf(visitor), 'Stepper Bed').quantity).toBe(1);
    const below = await visitor.patch(`/api/cart/items/${itemId}/decrement`);
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(
      'Quantity cannot go below 1. Use Remove to take the item out of your bag.',
    );

    expect((await visitor.delete(`/api/cart/items/${itemId}`)).statusCode).toBe(200);
    expect((await cartOf(visitor)).items).toEqual([]);
    const again = await visitor.delete(`/api/cart/items/${itemId}`);
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for someone else's item and leaves it alone", async () => {
    const pillowId = await accessory('Private Pillow');
    const owner = await shop.customer('bag.owner@example.test');
    await addOk(owner, pillowId, null, 2);
    const { itemId } = itemOf(await cartOf(owner), 'Private Pillow');

    const strangers = [
      new BrowserSession(shop.app),
      await shop.customer('bag.stranger@example.test'),
    ];
    for (const stranger of strangers) {
      await addOk(stranger, pillowId, null, 1); // the stranger has a bag of their own
      for (const call of [
        () => stranger.patch(`/api/cart/items/${itemId}/increment`),
        () => stranger.patch(`/api/cart/items/${itemId}/decrement`),
        () => stranger.delete(`/api/cart/items/${itemId}`),
      ]) {
        const response = await call();
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Item not found in your bag.');
      }
    }
    expect(itemOf(await cartOf(owner), 'Private Pillow').quantity).toBe(2);
    const noBag = await new BrowserSession(shop.app).patch(`/api/cart/items/${itemId}/increment`);
    expect(noBag.statusCode).toBe(404);
  });

  it('follows the catalogue: lowered to the stock left, gone when sold out, hidden or deleted', async () => {
    const bedId = await mattress('Shrinking Bed', { single: 5, queen: 3 });
    const hiddenLaterId = await accessory('Hidden Later');
    const deletedLaterId = await accessory('Deleted Later');
    const visitor = new BrowserSession(shop.app);
    await addOk(visitor, bedId, '152x190', 3);
    await addOk(visitor, bedId, '91x190', 2);
    await addOk(visitor, hiddenLaterId, null, 1);
    await addOk(visitor, deletedLaterId, null, 1);

    const db = shop.database.db;
    await db.update(productSizes).set({ stockQty: 0 }).where(eq(productSizes.productId, bedId));
    await db.update(products).set({ isVisible: false }).where(eq(products.id, hiddenLaterId));
    await db.delete(products).where(eq(products.id, deletedLaterId));

    const cart = await cartOf(visitor);
    expect(cart.items).toEqual([]);
    expect(cart.notice).toBe(
      'Shrinking Bed (Queen) is no longer available and was taken out of your bag. ' +
        'Shrinking Bed (Single) is no longer available and was taken out of your bag. ' +
        'Hidden Later is no longer available and was taken out of your bag.',
    );

    const pillowId = await accessory('Low Stock Pillow', 3);
    await addOk(visitor, pillowId, null, 3);
    expect((await cartOf(visitor)).notice).toBeNull();
    await db.update(products).set({ stockQty: 2 }).where(eq(products.id, pillowId));
    const lowered = await cartOf(visitor);
    expect(itemOf(lowered, 'Low Stock Pillow')).toMatchObject({ quantity: 2, maxQuantity: 2 });
    expect(lowered.notice).toBe('Only 2 of Low Stock Pillow left: your bag now holds 2.');
  });
});

describe('vouchers on the bag', () => {
  async function bagWorth(cents: number): Promise<BrowserSession> {
    const id = await accessory(`Worth ${cents} ${Math.random()}`, 10, cents);
    const visitor = new BrowserSession(shop.app);
    await addOk(visitor, id, null, 1);
    return visitor;
  }

  it('applies a percent voucher, rounded to the cent, by a code in any case with spaces', async () => {
    await createVoucher({ code: 'ROUND15', kind: 'percent', value: 15 });
    const visitor = await bagWorth(12_345); // 15 % of S$123.45 = S$18.5175
    const response = await visitor.post('/api/cart/voucher', { code: '  round15 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Voucher ROUND15 applied.' });
    const cart = await cartOf(visitor);
    expect(cart).toMatchObject({
      voucher: { code: 'ROUND15' },
      subtotalCents: 12_345,
      discountCents: 1_852,
      voucher_discount_cents: 1_852,
      totalCents: 10_493,
    });
  });

  it('takes a fixed voucher at its value, never more than the subtotal', async () => {
    await createVoucher({ code: 'FIXED50', kind: 'fixed', value: 50 });
    const big = await bagWorth(12_000);
    expect((await big.post('/api/cart/voucher', { code: 'FIXED50' })).statusCode).toBe(200);
    expect(await cartOf(big)).toMatchObject({ discountCents: 5_000, totalCents: 7_000 });

    const small = await bagWorth(3_000);
    expect((await small.post('/api/cart/voucher', { code: 'fixed50' })).statusCode).toBe(200);
    expect(await cartOf(small)).toMatchObject({ discountCents: 3_000, totalCents: 0 });
  });

  it('refuses a code that cannot be used, naming what the shopper can act on', async () => {
    const hour = 60 * 60 * 1000;
    await createVoucher({
      code: 'OLD',
      startsAt: shop.fromNow(-48 * hour).toISOString(),
      expiresAt: shop.fromNow(-hour).toISOString(),
    });
    await createVoucher({ code: 'BIGSPENDER', minSubtotalCents: 20_000 });
    const used = await createVoucher({ code: 'USEDUP', maxRedemptions: 2 });
    // Checkout (another issue) counts uses; here the counter is set as two checkouts would leave it.
    await shop.database.db.update(vouchers).set({ usedCount: 2 }).where(eq(vouchers.id, used.id));

    const visitor = await bagWorth(19_999);
    // Codes not on offer (switched off, not started, long expired) answer as NOPE does, and all
    // of them count against guessing: tests/api/voucher-guessing.test.ts.
    const refusals: [string, string, string][] = [
      ['NOPE', 'This voucher code is not valid.', 'voucher_unknown'],
      ['', 'code: Please enter a voucher code.', 'invalid_input'],
      ['OLD', 'This voucher has expired.', 'voucher_expired'],
      [
        'BIGSPENDER',
        'Spend at least $200.00 to use this voucher: add $0.01 more.',
        'voucher_minimum_spend',
      ],
      ['USEDUP', 'This voucher has been fully redeemed.', 'voucher_used_up'],
    ];
    for (const [code, message, answerCode] of refusals) {
      const response = await visitor.post('/api/cart/voucher', { code });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ message, code: answerCode });
    }
    expect(await cartOf(visitor)).toMatchObject({ voucher: null, discountCents: 0 });

    // An empty bag is told so before any code is looked at: it learns nothing of codes.
    const emptyBag = new BrowserSession(shop.app);
    for (const code of ['BIGSPENDER', 'NOPE']) {
      const onEmpty = await emptyBag.post('/api/cart/voucher', { code });
      expect(onEmpty.statusCode).toBe(400);
      expect(onEmpty.json()).toMatchObject({
        message: 'Your bag is empty. Add something before applying a voucher.',
        code: 'bag_empty',
      });
    }

    // One cent more and the minimum is reached.
    const enough = await bagWorth(20_000);
    expect((await enough.post('/api/cart/voucher', { code: 'BIGSPENDER' })).statusCode).toBe(200);
    // Unlimited (0) never runs out.
    await createVoucher({ code: 'FOREVER', maxRedemptions: 0 });
    expect((await enough.post('/api/cart/voucher', { code: 'FOREVER' })).statusCode).toBe(200);
    expect((await cartOf(enough)).voucher).toEqual({ code: 'FOREVER' });
  });

  it('drops a voucher when the subtotal falls below its minimum, saying why once', async () => {
    await createVoucher({ code: 'MIN200', kind: 'fixed', value: 20, minSubtotalCents: 20_000 });
    const pillowId = await accessory('Min Pillow', 10, 10_000);
    const visitor = new BrowserSession(shop.app);
    await addOk(visitor, pillowId, null, 2);
    expect((await visitor.post('/api/cart/voucher', { code: 'MIN200' })).statusCode).toBe(200);
    const { itemId } = itemOf(await cartOf(visitor), 'Min Pillow');

    expect((await visitor.patch(`/api/cart/items/${itemId}/decrement`)).statusCode).toBe(200);
    const dropped = await cartOf(visitor);
    expect(dropped).toMatchObject({
      voucher: null,
      discountCents: 0,
      subtotalCents: 10_000,
      totalCents: 10_000,
      notice:
        'Voucher MIN200 was removed: Spend at least $200.00 to use this voucher: add $100.00 more.',
    });
    // The notice stays until the next change of the bag, and the voucher does not come back.
    expect((await visitor.patch(`/api/cart/items/${itemId}/increment`)).statusCode).toBe(200);
    expect(await cartOf(visitor)).toMatchObject({ voucher: null, notice: null, discountCents: 0 });
  });

  it('drops a voucher an admin switches off or deletes, at the next look', async () => {
    const off = await createVoucher({ code: 'SWITCHOFF' });
    const gone = await createVoucher({ code: 'DELETEME' });
    const first = await bagWorth(5_000);
    const second = await bagWorth(5_000);
    expect((await first.post('/api/cart/voucher', { code: 'SWITCHOFF' })).statusCode).toBe(200);
    expect((await second.post('/api/cart/voucher', { code: 'DELETEME' })).statusCode).toBe(200);

    expect((await admin.put(`/api/vouchers/${off.id}`, { active: false })).statusCode).toBe(200);
    expect((await admin.delete(`/api/vouchers/${gone.id}`)).statusCode).toBe(200);

    expect(await cartOf(first)).toMatchObject({
      voucher: null,
      discountCents: 0,
      notice: 'Voucher SWITCHOFF was removed: This voucher is not active.',
    });
    expect(await cartOf(second)).toMatchObject({
      voucher: null,
      notice: 'Voucher DELETEME is no longer available.',
    });
  });

  it('removes the voucher on request', async () => {
    await createVoucher({ code: 'TAKEOFF' });
    const visitor = await bagWorth(5_000);
    expect((await visitor.post('/api/cart/voucher', { code: 'TAKEOFF' })).statusCode).toBe(200);
    expect((await cartOf(visitor)).discountCents).toBe(500);
    const removed = await visitor.delete('/api/cart/voucher');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Voucher removed.' });
    expect(await cartOf(visitor)).toMatchObject({ voucher: null, discountCents: 0, notice: null });
  });
});

describe('calls that change nothing', () => {
  async function rowCounts() {
    const [counts] = await queryRows<{ sessions: number; carts: number; guesses: number }>(
      shop.database.db,
      sql`select (select count(*) from sessions)::int as sessions,
        (select count(*) from carts)::int as carts,
        (select count(*) from voucher_guesses)::int as guesses`,
    );
    return counts;
  }

  it('write no session, bag, count or cookie for a visitor without a bag', async () => {
    const pillowId = await accessory('No-op Pillow', 1);
    const soldOutId = await accessory('No-op Sold Out', 0);
    await createVoucher({ code: 'NOOP10' });
    const owner = new BrowserSession(shop.app);
    await addOk(owner, pillowId, null, 1);
    const { itemId } = itemOf(await cartOf(owner), 'No-op Pillow');

    // The visitor holds a session id (their anti-forgery token is bound to it) and no row yet.
    const visitor = new BrowserSession(shop.app);
    await visitor.fetchCsrfToken();
    const sid = visitor.cookies.get('sid');
    const before = await rowCounts();
    const calls: [string, () => Promise<InjectResult>, number][] = [
      ['GET /cart', () => visitor.get('/api/cart'), 200],
      ['DELETE /cart/voucher', () => visitor.delete('/api/cart/voucher'), 200],
      ['increment', () => visitor.patch(`/api/cart/items/${itemId}/increment`), 404],
      ['decrement', () => visitor.patch(`/api/cart/items/${itemId}/decrement`), 404],
      ['remove', () => visitor.delete(`/api/cart/items/${itemId}`), 404],
      ['increment no line', () => visitor.patch('/api/cart/items/999999/increment'), 404],
      ['a wrong code', () => visitor.post('/api/cart/voucher', { code: 'NOPE' }), 400],
      ['a right code', () => visitor.post('/api/cart/voucher', { code: 'NOOP10' }), 400],
      ['add a missing product', () => add(visitor, 999_999, null, 1), 404],
      ['add one sold out', () => add(visitor, soldOutId, null, 1), 409],
      ['add more than is left', () => add(visitor, pillowId, null, 2), 409],
    ];
    for (const [name, call, status] of calls) {
      const response = await call();
      expect(response.statusCode, name).toBe(status);
      expect(response.headers['set-cookie'], name).toBeUndefined();
    }
    expect(await rowCounts()).toEqual(before);

    // The first add that goes in makes the session and the bag, under the id the visitor holds.
    const added = await add(visitor, pillowId, null, 1);
    expect(added.statusCode).toBe(200);
    expect(added.headers['set-cookie']).toEqual(expect.stringContaining(`sid=${sid};`));
    expect(await rowCounts()).toEqual({
      ...before,
      sessions: (before?.sessions ?? 0) + 1,
      carts: (before?.carts ?? 0) + 1,
    });
  });

  it('leave a bag as it was', async () => {
    const pillowId = await accessory('Untouched Pillow');
    const visitor = new BrowserSession(shop.app);
    await addOk(visitor, pillowId, null, 1);
    const { cartId } = await cartOf(visitor);
    const bagRow = async () =>
      shop.database.db
        .select()
        .from(carts)
        .where(eq(carts.id, cartId ?? 0));
    const before = await bagRow();
    expect((await visitor.delete('/api/cart/voucher')).statusCode).toBe(200);
    expect((await visitor.patch('/api/cart/items/999999/increment')).statusCode).toBe(404);
    expect((await visitor.post('/api/cart/voucher', { code: 'NOPE' })).statusCode).toBe(400);
    expect(await bagRow()).toEqual(before);
  });
});

describe('the bag at login', () => {
  it("merges the visitor's bag into the customer's, capped at stock, on every device", async () => {
    const bedId = await mattress('Merge Bed', { queen: 3 });
    const pillowId = await accessory('Merge Pillow', 10);
    await createVoucher({ code: 'MERGE10' });
    const email = 'merge.customer@example.test';
    const phone = await shop.customer(email);
    await addOk(phone, bedId, '152x190', 2);
    await addOk(phone, pillowId, null, 1);

    const laptop = new BrowserSession(shop.app);
    await addOk(laptop, bedId, '152x190', 2);
    await addOk(laptop, pillowId, null, 1);
    expect((await laptop.post('/api/cart/voucher', { code: 'MERGE10' })).statusCode).toBe(200);
    expect((await laptop.login(email, CUSTOMER_PASSWORD)).statusCode).toBe(200);

    const merged = await cartOf(laptop);
    expect(merged.items.map((item) => [item.name, item.sizeLabel, item.quantity])).toEqual([
      ['Merge Bed', '152x190', 3],
      ['Merge Pillow', null, 2],
    ]);
    expect(merged.voucher).toEqual({ code: 'MERGE10' });
    expect(merged.notice).toBe(
      'We combined your bags and kept only what is in stock of Merge Bed (Queen).',
    );
    expect(await cartOf(phone)).toEqual(merged);
    // The visitor's bag is gone; only the customer's remains.
    const remaining = await shop.database.db
      .select()
      .from(carts)
      .where(eq(carts.id, merged.cartId ?? 0));
    expect(remaining).toHaveLength(1);

    // Logging out leaves the bag with the account and gives the browser an empty one.
    expect((await laptop.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await cartOf(laptop)).items).toEqual([]);
    expect((await cartOf(phone)).items).toHaveLength(2);
  });
});

describe('concurrent adds', () => {
  it('never put more in the bag than is in stock', async () => {
    const bedId = await mattress('Race Bed', { queen: 5 });
    const visitor = new BrowserSession(shop.app);
    await visitor.fetchCsrfToken();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => add(visitor, bedId, '152x190', 1)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(itemOf(await cartOf(visitor), 'Race Bed').quantity).toBe(5);
  });
});
