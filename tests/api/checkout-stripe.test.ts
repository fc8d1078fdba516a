import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, mailOutbox, paymentEvents, users } from '#server/db/schema/index.js';
import { sweepExpiredCheckouts } from '#server/modules/checkout/sweeper.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  applyVoucher,
  checkoutStateOf,
  insertVoucher,
  productStockOf,
  registeredCustomer,
  startCheckout,
  voucherUsesOf,
} from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { ordersOfSession, sendWebhook, stripeCheckoutOf } from '#tests/helpers/stripe-checkout.js';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  StripeStandIn,
  signedEvent,
} from '#tests/helpers/stripe-stand-in.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

const standIn = new StripeStandIn();
let shop: TestApp;
let counter = 0;

beforeAll(async () => {
  const apiBase = await standIn.start();
  shop = await createTestApp({
    STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
  });
});
afterAll(async () => {
  await shop.close();
  await standIn.stop();
});

function pillow(stockQty = 10) {
  counter += 1;
  return insertProduct(shop, {
    name: `Stripe Pillow ${counter}`,
    priceCents: 4_990,
    stockQty,
    collection: 'Accessories',
  });
}

/** A visitor with `qty` pillows in the bag who went to Stripe's page: the Checkout Session id. */
async function stripeCheckout(qty = 2, browser = new BrowserSession(shop.app)) {
  const pillowId = await pillow(10);
  return { ...(await stripeCheckoutOf(shop, pillowId, qty, browser)), pillowId };
}

const webhook = (event: { payload: string; headers: Record<string, string> }) =>
  sendWebhook(shop, event);
const ordersOf = (sessionId: string) => ordersOfSession(shop, sessionId);

const lookup = (id: string) => shop.app.inject({ url: `/api/orders/lookup?session_id=${id}` });

describe('Stripe Checkout Session', () => {
  it('is created in SGD with the server’s prices, the voucher as a coupon, Singapore shipping and a 30-minute expiry', async () => {
    const customer = await registeredCustomer(shop, 'stripe.customer@example.sg');
    const code = `STRIPE${++counter}`;
    await insertVoucher(shop, { code, amountOffCents: 1_000 });
    const pillowId = await pillow(10);
    await addToBag(customer, pillowId, null, 3);
    await applyVoucher(customer, code);
    const response = await startCheckout(customer);
    expect(response.statusCode, response.body).toBe(200);
    const id = (response.json().url as string).split('/').pop() ?? '';
    const sent = standIn.sessions.get(id)?.request;
    expect(sent?.get('mode')).toBe('payment');
    expect(sent?.get('currency')).toBe('sgd');
    expect(sent?.get('line_items[0][quantity]')).toBe('3');
    expect(sent?.get('line_items[0][price_data][unit_amount]')).toBe('4990');
    expect(sent?.get('line_items[0][price_data][currency]')).toBe('sgd');
    expect(sent?.get('shipping_address_collection[allowed_countries][0]')).toBe('SG');
    expect(sent?.get('success_url')).toBe(
      'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(sent?.get('cancel_url')).toBe('http://localhost:3000/?checkout=cancelled');
    const expiresIn = Number(sent?.get('expires_at')) * 1000 - shop.fromNow().getTime();
    expect(expiresIn).toBeGreaterThan(30 * 60_000);
    expect(expiresIn).toBeLessThan(32 * 60_000);
    expect(standIn.coupons.at(-1)?.get('amount_off')).toBe('1000');
    expect(standIn.coupons.at(-1)?.get('currency')).toBe('sgd');
    expect(sent?.get('discounts[0][coupon]')).toMatch(/^coupon_/);

    // The logged-in customer became one Stripe customer, kept for the next payment.
    const customerId = sent?.get('customer');
    expect(customerId).toMatch(/^cus_/);
    const [user] = await shop.database.db
      .select({ stripeCustomerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.email, 'stripe.customer@example.sg'));
    expect(user?.stripeCustomerId).toBe(customerId);
  });

  it('gives the reservation back when Stripe cannot open a page', async () => {
    const browser = new BrowserSession(shop.app);
    const pillowId = await pillow(4);
    await addToBag(browser, pillowId, null, 2);
    standIn.failNextCreate = true;
    const response = await startCheckout(browser);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'The payment page could not be opened. Please try again in a moment.',
    );
    expect(await productStockOf(shop, pillowId)).toBe(4);
  });
});

describe('POST /checkout/webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const { id, pillowId } = await stripeCheckout(2);
    const paid = standIn.complete(id);
    const forged = signedEvent(
      'checkout.session.completed',
      standIn.publicView(paid),
      undefined,
      'whsec_not_the_shops_secret',
    );
    const response = await webhook(forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid Stripe signature.');
    const unsigned = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ordersOf(id)).toHaveLength(0);
    expect((await checkoutStateOf(shop, id))?.state).toBe('open');
    expect(await productStockOf(shop, pillowId)).toBe(8);
  });

  it('completes a paid session once; a replayed event is a no-op', async () => {
    const { id, pillowId, browser } = await stripeCheckout(2);
    const event = signedEvent(
      'checkout.session.completed',
      standIn.publicView(standIn.complete(id)),
    );
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200);
    const rows = await ordersOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'stripe.shopper@example.sg',
      shippingLine1: '3 Ubi Avenue 3, #01-10',
      shippingPostal: '408857',
      totalCents: 9_980,
      status: 'paid',
    });
    expect(await productStockOf(shop, pillowId)).toBe(8);
    expect((await browser.get('/api/cart')).json().items).toEqual([]);
    const mails = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your 8etterSleep order #${rows[0]?.id} is confirmed`));
    expect(mails).toHaveLength(1);
    const found = await lookup(id);
    expect(found.statusCode).toBe(200);
    expect(found.json().order.order_id).toBe(rows[0]?.id);
  });

  it('waits for a delayed payment, then completes it on async success', async () => {
    const { id, pillowId } = await stripeCheckout(1);
    const pending = standIn.publicView(standIn.complete(id, false));
    expect((await webhook(signedEvent('checkout.session.completed', pending))).statusCode).toBe(
      200,
    );
    expect(await ordersOf(id)).toHaveLength(0);
    expect((await checkoutStateOf(shop, id))?.state).toBe('open');
    const settled = standIn.publicView(standIn.complete(id, true));
    await webhook(signedEvent('checkout.session.async_payment_succeeded', settled));
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await productStockOf(shop, pillowId)).toBe(9);
  });

  it.each([
    ['checkout.session.expired', 'expired'],
    ['checkout.session.async_payment_failed', 'payment failed'],
  ])('%s releases the stock and the voucher use', async (type, reason) => {
    const browser = new BrowserSession(shop.app);
    const code = `REL${++counter}`;
    const voucherId = await insertVoucher(shop, { code, percentOff: 10 });
    const pillowId = await pillow(10);
    await addToBag(browser, pillowId, null, 3);
    await applyVoucher(browser, code);
    const id = ((await startCheckout(browser)).json().url as string).split('/').pop() ?? '';
    expect(await productStockOf(shop, pillowId)).toBe(7);
    expect(await voucherUsesOf(shop, voucherId)).toBe(1);
    const session = standIn.sessions.get(id);
    if (!session) throw new Error('no session');
    session.status = type.endsWith('expired') ? 'expired' : 'complete';
    const event = signedEvent(type, standIn.publicView(session));
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await productStockOf(shop, pillowId)).toBe(10);
    expect(await voucherUsesOf(shop, voucherId)).toBe(0);
    expect(await checkoutStateOf(shop, id)).toMatchObject({
      state: 'released',
      closeReason: reason,
    });
    const [recorded] = await shop.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, JSON.parse(event.payload).id));
    expect(recorded?.type).toBe(type);
    expect(await ordersOf(id)).toHaveLength(0);
  });
});

describe('success-page lookup and the sweeper with Stripe', () => {
  it('asks Stripe when the webhook has not arrived yet; the late webhook then changes nothing', async () => {
    const { id } = await stripeCheckout(2);
    expect((await lookup(id)).json()).toEqual({
      status: 'pending',
      message: 'Waiting for your payment',
    });
    const paid = standIn.complete(id);
    const found = await lookup(id);
    expect(found.statusCode).toBe(200);
    expect(found.json().order.address).toBe(
      'Lim Wei Jie, 3 Ubi Avenue 3, #01-10, Singapore 408857',
    );
    await webhook(signedEvent('checkout.session.completed', standIn.publicView(paid)));
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('a webhook and a lookup at the same instant make one order', async () => {
    const { id, pillowId } = await stripeCheckout(1);
    const paid = standIn.publicView(standIn.complete(id));
    const answers = await Promise.all([
      webhook(signedEvent('checkout.session.completed', paid)),
      lookup(id),
      lookup(id),
      webhook(signedEvent('checkout.session.completed', paid)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await productStockOf(shop, pillowId)).toBe(9);
  });

  it('expires forgotten sessions at Stripe and releases them; a session paid meanwhile is fulfilled', async () => {
    const forgotten = await stripeCheckout(2);
    const paidLate = await stripeCheckout(1);
    standIn.complete(paidLate.id);
    await shop.database.db
      .update(checkoutSessions)
      .set({ expiresAt: shop.fromNow(-1000) })
      .where(eq(checkoutSessions.state, 'open'));
    const result = await sweepExpiredCheckouts(shop.app.checkout);
    expect(result.completed).toBeGreaterThanOrEqual(1);
    expect(result.released).toBeGreaterThanOrEqual(1);
    expect(standIn.sessions.get(forgotten.id)?.status).toBe('expired');
    expect((await checkoutStateOf(shop, forgotten.id))?.state).toBe('released');
    expect(await productStockOf(shop, forgotten.pillowId)).toBe(10);
    expect(await ordersOf(paidLate.id)).toHaveLength(1);
    expect(await productStockOf(shop, paidLate.pillowId)).toBe(9);
  });
});
