import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { forgetClosedSandboxPages } from '#server/modules/payments/sandbox-housekeeping.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  checkoutStateOf,
  paySandbox,
  productStockOf,
  startSandboxCheckout,
} from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * The sandbox provider keeps its payment pages on its side, as Stripe does, and tells checkout
 * what happened on them as payment events (decision 0049). Checkout acts on each event once.
 */
const START = '2026-12-02T10:00:00+08:00';
const clock = fixedClock(START);
let shop: TestApp;
let products = 0;

beforeAll(async () => {
  shop = await createTestApp({}, {}, { clock });
});
afterAll(() => shop.close());

async function openPage(stockQty = 5) {
  clock.set(START);
  products += 1;
  const productId = await insertProduct(shop, {
    name: `Sandbox Bolster ${products}`,
    priceCents: 4_500,
    stockQty,
    collection: 'Accessories',
  });
  const shopper = new BrowserSession(shop.app);
  await addToBag(shopper, productId, null, 2);
  return { productId, sessionId: await startSandboxCheckout(shopper) };
}

const page = (sessionId: string) =>
  shop.app.inject({ method: 'GET', url: `/checkout/pay/${encodeURIComponent(sessionId)}` });

describe('the sandbox payment page', () => {
  it('shows what checkout sent it: the lines and the total', async () => {
    const { sessionId } = await openPage();
    const shown = await page(sessionId);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`Sandbox Bolster ${products}`);
    expect(shown.body).toContain('Qty 2');
    expect(shown.body).toContain('S$90.00');
  });

  it('pays once however often the form is sent: one order, the second send finds it', async () => {
    const { productId, sessionId } = await openPage();
    const [first, second] = await Promise.all([
      paySandbox(shop, sessionId),
      paySandbox(shop, sessionId),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect((await checkoutStateOf(shop, sessionId))?.state).toBe('completed');
    expect(await productStockOf(shop, productId)).toBe(3);
    expect((await page(sessionId)).statusCode).toBe(303);
  });

  it('refuses a slot the shop did not offer, with the other problems at once', async () => {
    const { sessionId } = await openPage();
    // Christmas Day: a Friday the day rules allow, left out of the offer as a public holiday.
    const refused = await paySandbox(shop, sessionId, { slot: '2026-12-25|10-13', cvc: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Choose a delivery date and window.');
    expect(refused.body).toMatch(/security code|CVC/i);
    expect((await checkoutStateOf(shop, sessionId))?.state).toBe('open');
  });

  it('expires at its time: opening it then gives the reservation back, paying it is refused', async () => {
    const { productId, sessionId } = await openPage();
    expect(await productStockOf(shop, productId)).toBe(3);
    clock.set(new Date(Date.parse(START) + 31 * 60_000));
    expect((await page(sessionId)).statusCode).toBe(410);
    expect((await checkoutStateOf(shop, sessionId))?.state).toBe('released');
    expect(await productStockOf(shop, productId)).toBe(5);
    expect((await paySandbox(shop, sessionId)).statusCode).toBe(410);
    expect(await productStockOf(shop, productId)).toBe(5);
  });

  it('is forgotten a week after it closed, with the buyer details it held', async () => {
    const { sessionId } = await openPage();
    expect((await paySandbox(shop, sessionId)).statusCode).toBe(303);
    clock.set(new Date(Date.parse(START) + 6 * 24 * 60 * 60_000));
    await forgetClosedSandboxPages(shop.app);
    expect((await page(sessionId)).statusCode).toBe(303);
    clock.set(new Date(Date.parse(START) + 8 * 24 * 60 * 60_000));
    await forgetClosedSandboxPages(shop.app);
    expect((await page(sessionId)).statusCode).toBe(404);
  });
});
