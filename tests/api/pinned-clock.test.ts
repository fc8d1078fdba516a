import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { sweepExpiredCheckouts } from '#server/modules/checkout/sweeper.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  checkoutStateOf,
  productStockOf,
  startSandboxCheckout,
} from '#tests/helpers/checkout.js';
import { lastMailTo, linkParameter } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

/**
 * Rules that turn at an instant, tested at that instant: the shop runs on a clock the test holds
 * (decision 48), so nothing here waits or depends on when it runs.
 */
const START = '2026-12-02T10:00:00+08:00';
const clock = fixedClock(START);
let shop: AdminTestApp;
let products = 0;

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
});
afterAll(() => shop.close());

async function bagWith(quantity: number, stockQty: number) {
  products += 1;
  const productId = await insertProduct(shop, {
    name: `Pinned Pillow ${products}`,
    priceCents: 5_000,
    stockQty,
    collection: 'Accessories',
  });
  const shopper = new BrowserSession(shop.app);
  await addToBag(shopper, productId, null, quantity);
  return { shopper, productId };
}

describe('a voucher at the instant it ends', () => {
  it('applies until the millisecond before its end; at its end it is expired and leaves the bag', async () => {
    clock.set(START);
    const ends = '2026-12-02T12:00:00+08:00';
    const created = await shop.admin.post('/api/vouchers', {
      code: 'NOON10',
      kind: 'percent',
      value: 10,
      expiresAt: new Date(ends).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(201);

    const { shopper } = await bagWith(1, 10);
    clock.set(new Date(Date.parse(ends) - 1));
    const applied = await shopper.post('/api/cart/voucher', { code: 'NOON10' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await shopper.get('/api/cart')).json()).toMatchObject({
      voucher: { code: 'NOON10' },
      discountCents: 500,
    });

    clock.set(ends);
    expect((await shopper.get('/api/cart')).json()).toMatchObject({
      voucher: null,
      discountCents: 0,
    });
    const late = (await bagWith(1, 10)).shopper;
    const refused = await late.post('/api/cart/voucher', { code: 'NOON10' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe('This voucher has expired.');
  });
});

describe('a checkout hold', () => {
  it('holds the stock for 30 minutes of the clock, then gives it back, without waiting', async () => {
    clock.set(START);
    const { shopper, productId } = await bagWith(2, 3);
    const sessionId = await startSandboxCheckout(shopper);
    expect(await productStockOf(shop, productId)).toBe(1);

    clock.advance(30 * 60_000 - 1);
    const stillOpen = await shop.app.inject({ url: `/checkout/pay/${sessionId}` });
    expect(stillOpen.statusCode).toBe(200);
    expect((await sweepExpiredCheckouts(shop.app.checkout)).released).toBe(0);
    expect(await productStockOf(shop, productId)).toBe(1);

    clock.advance(1);
    expect((await sweepExpiredCheckouts(shop.app.checkout)).released).toBe(1);
    expect((await checkoutStateOf(shop, sessionId))?.state).toBe('released');
    expect(await productStockOf(shop, productId)).toBe(3);
    const expired = await shop.app.inject({ url: `/checkout/pay/${sessionId}` });
    expect(expired.statusCode).toBe(410);
  });
});

describe('a login', () => {
  it('of an admin ends after 30 minutes unused by the clock; each use keeps it', async () => {
    clock.set(START);
    const admin = await shop.logInAdmin();
    const summary = async () => (await admin.get('/api/analytics/orders/summary')).statusCode;
    clock.advance(29 * 60_000);
    expect(await summary()).toBe(200);
    clock.advance(29 * 60_000);
    expect(await summary()).toBe(200);
    clock.advance(30 * 60_000 + 1_000);
    expect(await summary()).toBe(401);
  });

  it('of a customer without Remember Me ends 12 hours after it began by the clock', async () => {
    clock.set(START);
    const customer = await shop.customer('twelve.hours@example.sg');
    clock.advance(12 * 60 * 60_000 - 1);
    expect((await customer.get('/api/profile')).statusCode).toBe(200);
    clock.advance(1);
    expect((await customer.get('/api/profile')).statusCode).toBe(401);
  });
});

describe('a password reset link', () => {
  it('works for 30 minutes of the clock from when it was sent, not a millisecond more', async () => {
    clock.set(START);
    const email = 'pinned.reset@example.sg';
    await shop.customer(email);
    const sendLink = async () => {
      const sent = await new BrowserSession(shop.app).post('/api/reset/forgot-password', { email });
      expect(sent.statusCode, sent.body).toBe(200);
      return linkParameter(await lastMailTo(shop, email, 'Reset your'), 'token');
    };
    const reset = async (token: string) =>
      (
        await new BrowserSession(shop.app).post('/api/reset/reset-password', {
          token,
          password: 'Fresh-start-2026',
        })
      ).statusCode;

    const first = await sendLink();
    clock.advance(30 * 60_000);
    expect(await reset(first)).toBe(400);

    const second = await sendLink();
    clock.advance(30 * 60_000 - 1);
    expect(await reset(second)).toBe(200);
  });
});
