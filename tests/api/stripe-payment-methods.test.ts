import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions } from '#server/db/schema/index.js';
import { sweepExpiredCheckouts } from '#server/modules/checkout/sweeper.js';
import { onPaymentEvent, type PaymentEvent } from '#server/modules/payments/index.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  applyVoucher,
  checkoutStateOf,
  insertVoucher,
  productStockOf,
  startCheckout,
  voucherUsesOf,
} from '#tests/helpers/checkout.js';
import { mailTo } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { ordersOfSession, sendWebhook, stripeCheckoutOf } from '#tests/helpers/stripe-checkout.js';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  type StandInMethod,
  StripeStandIn,
  signedEvent,
} from '#tests/helpers/stripe-stand-in.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/** Decision 0051: card (with Apple Pay and Google Pay), PayNow and GrabPay on Stripe Checkout. */

const standIn = new StripeStandIn();
let apiBase: string;
let shop: TestApp;
/** Every payment event the shop was told, as any module listening would hear it. */
const told: PaymentEvent[] = [];
let counter = 0;

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_API_BASE: apiBase,
});

beforeAll(async () => {
  apiBase = await standIn.start();
  shop = await createTestApp(stripeEnv());
  onPaymentEvent(shop.app, async (event) => {
    told.push(event);
  });
});
afterAll(async () => {
  await shop.close();
  await standIn.stop();
});

function mattress(stockQty = 10) {
  counter += 1;
  return insertProduct(shop, {
    name: `Method Mattress ${counter}`,
    priceCents: 129_900,
    stockQty,
    collection: 'Accessories',
  });
}

async function checkout(qty = 1) {
  const productId = await mattress(10);
  return { ...(await stripeCheckoutOf(shop, productId, qty)), productId };
}

const shopperEmail = () => `paynow.shopper.${++counter}@example.sg`;
const PAYNOW: StandInMethod = { type: 'paynow', paynow: {} };
const GRABPAY: StandInMethod = { type: 'grabpay', grabpay: {} };

/** The session as a webhook carries it now. */
const eventOf = (type: string, id: string, eventId?: string) => {
  const session = standIn.sessions.get(id);
  if (!session) throw new Error(`no session ${id}`);
  return signedEvent(type, standIn.publicView(session), eventId);
};

const paidEventFor = (id: string) =>
  told.find((event) => event.kind === 'paid' && event.providerSessionId === id);

describe('the methods a Stripe Checkout Session offers', () => {
  it('are card, PayNow and GrabPay by default, in SGD and one payment', async () => {
    const { id } = await checkout();
    const sent = standIn.sessions.get(id)?.request;
    expect([0, 1, 2].map((index) => sent?.get(`allowed_payment_method_types[${index}]`))).toEqual([
      'card',
      'paynow',
      'grabpay',
    ]);
    expect(sent?.get('currency')).toBe('sgd');
    expect(sent?.get('mode')).toBe('payment');
  });

  it('are those PAYMENT_METHODS names, and Apple’s domain file is served from its setting', async () => {
    const configured = await createTestApp({
      ...stripeEnv(),
      PAYMENT_METHODS: 'card, paynow',
      APPLE_PAY_DOMAIN_ASSOCIATION: '7B2270737049223A2233',
    });
    try {
      const productId = await insertProduct(configured, {
        name: 'Configured Pillow',
        priceCents: 4_990,
        stockQty: 5,
        collection: 'Accessories',
      });
      const { id } = await stripeCheckoutOf(configured, productId, 1);
      expect(standIn.sessions.get(id)?.payment_method_types).toEqual(['card', 'paynow']);
      const file = await configured.app.inject({
        url: '/.well-known/apple-developer-merchantid-domain-association',
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^text\/plain/);
      expect(file.body).toBe('7B2270737049223A2233');
    } finally {
      await configured.close();
    }
    const unset = await shop.app.inject({
      url: '/.well-known/apple-developer-merchantid-domain-association',
    });
    expect(unset.statusCode).toBe(404);
  });
});

describe('a payment that settles later (PayNow, GrabPay)', () => {
  it('completed but unpaid holds the stock; async success makes exactly one order, paid by PayNow', async () => {
    const { id, productId } = await checkout(2);
    standIn.complete(id, false, shopperEmail());
    const completed = eventOf('checkout.session.completed', id);
    expect((await sendWebhook(shop, completed)).statusCode).toBe(200);
    expect(await ordersOfSession(shop, id)).toHaveLength(0);
    expect((await checkoutStateOf(shop, id))?.state).toBe('open');
    expect(await productStockOf(shop, productId)).toBe(8);

    standIn.complete(id, true, undefined, PAYNOW);
    const succeeded = eventOf('checkout.session.async_payment_succeeded', id);
    expect((await sendWebhook(shop, succeeded)).statusCode).toBe(200);
    expect((await sendWebhook(shop, succeeded)).statusCode).toBe(200);
    expect((await sendWebhook(shop, completed)).statusCode).toBe(200);
    expect(await ordersOfSession(shop, id)).toHaveLength(1);
    expect(await productStockOf(shop, productId)).toBe(8);
    expect(paidEventFor(id)).toMatchObject({ details: { method: { type: 'paynow' } } });
  });

  it('async success before the completed event, and both replayed, make one order', async () => {
    const { id, productId } = await checkout(1);
    standIn.complete(id, false, shopperEmail());
    const completedUnpaid = eventOf('checkout.session.completed', id);
    standIn.complete(id, true, undefined, GRABPAY);
    const succeeded = eventOf('checkout.session.async_payment_succeeded', id);
    const completedPaid = eventOf('checkout.session.completed', id);
    const answers = await Promise.all(
      [succeeded, completedPaid, completedUnpaid, succeeded, completedPaid].map((event) =>
        sendWebhook(shop, event),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await ordersOfSession(shop, id)).toHaveLength(1);
    expect(await productStockOf(shop, productId)).toBe(9);
    expect(paidEventFor(id)).toMatchObject({ details: { method: { type: 'grabpay' } } });
  });

  it('async failure gives the stock and voucher back and mails the shopper once', async () => {
    const browser = new BrowserSession(shop.app);
    const code = `FAIL${++counter}`;
    const voucherId = await insertVoucher(shop, { code, amountOffCents: 5_000 });
    const productId = await mattress(10);
    await addToBag(browser, productId, null, 2);
    await applyVoucher(browser, code);
    const id = ((await startCheckout(browser)).json().url as string).split('/').pop() ?? '';
    expect(await productStockOf(shop, productId)).toBe(8);
    expect(await voucherUsesOf(shop, voucherId)).toBe(1);

    const email = shopperEmail();
    standIn.complete(id, false, email);
    await sendWebhook(shop, eventOf('checkout.session.completed', id));
    standIn.failPayment(id);
    const failed = eventOf('checkout.session.async_payment_failed', id);
    expect((await sendWebhook(shop, failed)).statusCode).toBe(200);
    expect((await sendWebhook(shop, failed)).statusCode).toBe(200);

    expect(await productStockOf(shop, productId)).toBe(10);
    expect(await voucherUsesOf(shop, voucherId)).toBe(0);
    expect(await checkoutStateOf(shop, id)).toMatchObject({
      state: 'released',
      closeReason: 'payment failed',
    });
    expect(await ordersOfSession(shop, id)).toHaveLength(0);
    const mails = await mailTo(shop, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your payment to 8etterSleep did not go through',
    ]);
    expect(mails[0]?.text).toContain('nothing was charged and no order was placed');
    expect(mails[0]?.text).toMatch(
      /Back to your bag:\r?\nhttp:\/\/localhost:3000\/\?checkout=cancelled/,
    );
    // The bag is as it was: the shopper can pay again.
    expect((await browser.get('/api/cart')).json().items).toHaveLength(1);
  });

  it('is held past the checkout’s expiry while under way, then stopped and released at the cap', async () => {
    const { id, productId } = await checkout(3);
    standIn.complete(id, false, shopperEmail());
    await shop.database.db
      .update(checkoutSessions)
      .set({ expiresAt: shop.fromNow(-1000) })
      .where(eq(checkoutSessions.providerSessionId, id));

    await sweepExpiredCheckouts(shop.app.checkout);
    const held = await checkoutStateOf(shop, id);
    expect(held?.state).toBe('open');
    expect(held?.pendingSince).not.toBeNull();
    const heldFor = (held?.expiresAt.getTime() ?? 0) - (held?.pendingSince?.getTime() ?? 0);
    expect(heldFor).toBe(60 * 60_000);
    expect(await productStockOf(shop, productId)).toBe(7);

    // An hour on, the PayNow QR is past its life: the payment is stopped and the stock goes back.
    await shop.database.db
      .update(checkoutSessions)
      .set({ pendingSince: shop.fromNow(-61 * 60_000), expiresAt: shop.fromNow(-1000) })
      .where(eq(checkoutSessions.providerSessionId, id));
    await sweepExpiredCheckouts(shop.app.checkout);
    expect(standIn.intents.get(`pi_${id.slice(-12)}`)?.status).toBe('canceled');
    expect(await checkoutStateOf(shop, id)).toMatchObject({
      state: 'released',
      closeReason: 'payment under way too long',
    });
    expect(await productStockOf(shop, productId)).toBe(10);
  });

  it('paid just before the cap is fulfilled, not released', async () => {
    const { id, productId } = await checkout(1);
    standIn.complete(id, false, shopperEmail());
    standIn.complete(id, true, undefined, PAYNOW);
    await shop.database.db
      .update(checkoutSessions)
      .set({ pendingSince: shop.fromNow(-61 * 60_000), expiresAt: shop.fromNow(-1000) })
      .where(eq(checkoutSessions.providerSessionId, id));
    await sweepExpiredCheckouts(shop.app.checkout);
    expect((await checkoutStateOf(shop, id))?.state).toBe('completed');
    expect(await ordersOfSession(shop, id)).toHaveLength(1);
    expect(await productStockOf(shop, productId)).toBe(9);
  });
});

describe('the method paid with, from the charge', () => {
  it.each([
    [
      'a card',
      { type: 'card', card: { brand: 'mastercard', last4: '4444', wallet: null } },
      { type: 'card', brand: 'mastercard', last4: '4444' },
    ],
    [
      'Apple Pay (a card in a wallet)',
      { type: 'card', card: { brand: 'visa', last4: '0341', wallet: { type: 'apple_pay' } } },
      { type: 'card', brand: 'visa', last4: '0341' },
    ],
    ['PayNow', PAYNOW, { type: 'paynow' }],
    ['GrabPay', GRABPAY, { type: 'grabpay' }],
  ] as const)('%s reaches the payment details', async (_name, method, expected) => {
    const { id } = await checkout(1);
    standIn.complete(id, true, shopperEmail(), method as StandInMethod);
    await sendWebhook(shop, eventOf('checkout.session.completed', id));
    expect(await ordersOfSession(shop, id)).toHaveLength(1);
    expect(paidEventFor(id)).toMatchObject({ details: { method: expected } });
  });
});
