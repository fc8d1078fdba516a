import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sandboxPayments } from '#server/db/schema/index.js';
import { fixedClock } from '#server/lib/clock.js';
import { crcField, payNowReference } from '#server/modules/payments/paynow-payload.js';
import { shopInfo } from '#shared/shop-info.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  applyVoucher,
  CARDS,
  checkoutStateOf,
  insertVoucher,
  paySandbox,
  productStockOf,
  SHIPPING,
  sandboxSlot,
  startSandboxCheckout,
  voucherUsesOf,
} from '#tests/helpers/checkout.js';
import { emvFields } from '#tests/helpers/emv-fields.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * PayNow and GrabPay on the sandbox page (decision 0052): the shopper gives their details, then
 * pays in a bank app or a wallet that answers later; the answer pays or releases the checkout
 * through the same payment events a card and Stripe's webhook use.
 */
const START = '2026-12-02T10:00:00+08:00';
const clock = fixedClock(START);
let shop: TestApp;
let products = 0;

beforeAll(async () => {
  shop = await createTestApp({}, {}, { clock });
});
afterAll(() => shop.close());

async function openCheckout(options: { voucher?: boolean } = {}) {
  clock.set(START);
  products += 1;
  const productId = await insertProduct(shop, {
    name: `Wallet Bolster ${products}`,
    priceCents: 4_500,
    stockQty: 5,
    collection: 'Accessories',
  });
  const shopper = new BrowserSession(shop.app);
  await addToBag(shopper, productId, null, 2);
  const code = `WALLET${products}`;
  const voucherId = options.voucher ? await insertVoucher(shop, { code, percentOff: 10 }) : null;
  if (voucherId) await applyVoucher(shopper, code);
  return { productId, voucherId, shopper, sessionId: await startSandboxCheckout(shopper) };
}

const pagePath = (sessionId: string, step = '') =>
  `/checkout/pay/${encodeURIComponent(sessionId)}${step ? `/${step}` : ''}`;

const get = (url: string) => shop.app.inject({ method: 'GET', url });
const post = (url: string, form: Record<string, string> = {}) =>
  shop.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** The method's form sent as a browser sends it: the buyer's details, no card. */
async function chooseWallet(sessionId: string, method: 'paynow' | 'grabpay', name = SHIPPING.name) {
  return post(pagePath(sessionId), {
    method,
    ...SHIPPING,
    name,
    phone: '9123 4567',
    slot: await sandboxSlot(shop),
  });
}

const lookup = (sessionId: string) =>
  get(`/api/orders/lookup?session_id=${encodeURIComponent(sessionId)}`);

async function sandboxPaymentOf(sessionId: string) {
  const [row] = await shop.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, sessionId));
  return row;
}

async function ordersOf(sessionId: string) {
  const checkout = await checkoutStateOf(shop, sessionId);
  if (!checkout) return [];
  return shop.database.db.select().from(orders).where(eq(orders.checkoutSessionId, checkout.id));
}

function payloadOf(html: string): string {
  const payload = /data-paynow-payload="([^"]+)"/.exec(html)?.[1];
  if (!payload) throw new Error('no PayNow payload on the page');
  return payload;
}

describe('choosing a method on the sandbox page', () => {
  it('offers card, PayNow and GrabPay, each a page of its own', async () => {
    const { sessionId } = await openCheckout();
    const card = await get(pagePath(sessionId));
    expect(card.body).toContain('aria-label="Payment method"');
    for (const name of ['Card', 'PayNow', 'GrabPay']) expect(card.body).toContain(`>${name}</a>`);
    const paynow = await get(`${pagePath(sessionId)}?method=paynow`);
    expect(paynow.body).toContain('Pay S$90.00 with PayNow');
    expect(paynow.body).not.toContain('id="field-number"');
    expect(paynow.body).toContain('autoComplete="name"');
  });

  it('asks for the buyer’s name, not a card, and keeps the page open', async () => {
    const { sessionId } = await openCheckout();
    const refused = await chooseWallet(sessionId, 'paynow', '');
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Enter your full name.');
    const chosen = await chooseWallet(sessionId, 'paynow');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(pagePath(sessionId, 'paynow'));
    expect((await sandboxPaymentOf(sessionId))?.state).toBe('open');
  });

  it('records the card’s brand and last four digits', async () => {
    const { sessionId } = await openCheckout();
    expect((await paySandbox(shop, sessionId, { number: '5555 5555 5555 4444' })).statusCode).toBe(
      303,
    );
    expect((await sandboxPaymentOf(sessionId))?.paidWith).toMatchObject({
      method: { type: 'card', brand: 'mastercard', last4: '4444' },
    });
    const visa = await openCheckout();
    await paySandbox(shop, visa.sessionId, { number: CARDS.pays });
    expect((await sandboxPaymentOf(visa.sessionId))?.paidWith).toMatchObject({
      method: { type: 'card', brand: 'visa', last4: '4242' },
    });
  });
});

describe('PayNow', () => {
  it('shows a scannable SGQR code for the UEN, the amount and the reference, with a valid CRC', async () => {
    const { sessionId } = await openCheckout();
    await chooseWallet(sessionId, 'paynow');
    const page = await get(pagePath(sessionId, 'paynow'));
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<svg[^>]*viewBox=/);
    // The shop's CSP allows no inline style or script: the page uses neither.
    expect(page.body).not.toMatch(/\sstyle="/);
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const payload = payloadOf(page.body);
    const fields = emvFields(payload);
    expect(fields.get('54')).toBe('90.00');
    const account = emvFields(fields.get('26') ?? '');
    expect(account.get('00')).toBe('SG.PAYNOW');
    expect(account.get('02')).toBe(shopInfo.invoice.uen);
    const reference = payNowReference(sessionId);
    expect(emvFields(fields.get('62') ?? '').get('01')).toBe(reference);
    expect(fields.get('63')).toBe(crcField(payload.slice(0, -4)));
    // What the code says is also said in words, for whoever cannot scan or see it.
    expect(page.body).toContain(
      `PayNow QR code to pay S$90.00 to ${shopInfo.invoice.legalName}, reference ${reference}. Scan it with your banking app.`,
    );
    expect(page.body).toContain('data-seconds-left="1800"');

    const script = await get('/checkout/pay/countdown.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('waits for the bank: the lookup says pending, the confirmation makes one order paid by PayNow', async () => {
    const { productId, sessionId } = await openCheckout();
    await chooseWallet(sessionId, 'paynow');
    const waiting = await lookup(sessionId);
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json()).toEqual({ status: 'pending', message: 'Waiting for your payment' });
    expect(await productStockOf(shop, productId)).toBe(3);

    // The shopper's double click, or a second tab: one order.
    const confirmations = await Promise.all([
      post(pagePath(sessionId, 'paynow/confirm')),
      post(pagePath(sessionId, 'paynow/confirm')),
    ]);
    for (const confirmed of confirmations) {
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe(
        `/checkout/success?session_id=${encodeURIComponent(sessionId)}`,
      );
    }
    expect(await ordersOf(sessionId)).toHaveLength(1);
    expect((await sandboxPaymentOf(sessionId))?.paidWith).toMatchObject({
      email: SHIPPING.email,
      name: SHIPPING.name,
      method: { type: 'paynow' },
    });
    const found = await lookup(sessionId);
    expect(found.statusCode).toBe(200);
    expect(found.json().order.total_cents).toBe(9_000);
    expect(await productStockOf(shop, productId)).toBe(3);
    // The code is spent: opening it again shows the order, letting it expire changes nothing.
    expect((await get(pagePath(sessionId, 'paynow'))).statusCode).toBe(303);
    expect((await post(pagePath(sessionId, 'paynow/expire'))).statusCode).toBe(303);
    expect(await ordersOf(sessionId)).toHaveLength(1);
  });

  it('let expire, gives the stock and the voucher back and says nothing was charged', async () => {
    const { productId, voucherId, sessionId } = await openCheckout({ voucher: true });
    await chooseWallet(sessionId, 'paynow');
    expect(await voucherUsesOf(shop, voucherId ?? 0)).toBe(1);
    const expired = await post(pagePath(sessionId, 'paynow/expire'));
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain('The PayNow code has expired');
    expect(expired.body).toContain('Nothing was charged.');
    expect(expired.body).toContain('Back to your bag');
    expect((await checkoutStateOf(shop, sessionId))?.state).toBe('released');
    expect(await productStockOf(shop, productId)).toBe(5);
    expect(await voucherUsesOf(shop, voucherId ?? 0)).toBe(0);
    const after = await lookup(sessionId);
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toContain('nothing was charged');
    // The bank confirming after the code expired pays nothing.
    expect((await post(pagePath(sessionId, 'paynow/confirm'))).statusCode).toBe(410);
    expect(await ordersOf(sessionId)).toHaveLength(0);
  });

  it('refuses a confirmation once the page’s time is up, and releases the checkout', async () => {
    const { productId, sessionId } = await openCheckout();
    await chooseWallet(sessionId, 'paynow');
    clock.set(new Date(Date.parse(START) + 31 * 60_000));
    const late = await post(pagePath(sessionId, 'paynow/confirm'));
    expect(late.statusCode).toBe(410);
    expect(await ordersOf(sessionId)).toHaveLength(0);
    expect((await checkoutStateOf(shop, sessionId))?.state).toBe('released');
    expect(await productStockOf(shop, productId)).toBe(5);
  });

  it('sends a shopper who has not chosen PayNow to the method’s form first', async () => {
    const { sessionId } = await openCheckout();
    const page = await get(pagePath(sessionId, 'paynow'));
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${pagePath(sessionId)}?method=paynow`);
    expect((await post(pagePath(sessionId, 'paynow/confirm'))).statusCode).toBe(303);
    expect(await ordersOf(sessionId)).toHaveLength(0);
  });
});

describe('GrabPay', () => {
  it('approved in the wallet, makes one order paid by GrabPay', async () => {
    const { sessionId } = await openCheckout();
    const chosen = await chooseWallet(sessionId, 'grabpay');
    expect(chosen.headers.location).toBe(pagePath(sessionId, 'grabpay'));
    const wallet = await get(pagePath(sessionId, 'grabpay'));
    expect(wallet.body).toContain('GrabPay (test)');
    expect(wallet.body).toContain('Approve S$90.00');
    expect((await lookup(sessionId)).statusCode).toBe(202);
    const [first, second] = await Promise.all([
      post(pagePath(sessionId, 'grabpay/approve')),
      post(pagePath(sessionId, 'grabpay/approve')),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(await ordersOf(sessionId)).toHaveLength(1);
    expect((await sandboxPaymentOf(sessionId))?.paidWith).toMatchObject({
      method: { type: 'grabpay' },
    });
    expect((await lookup(sessionId)).statusCode).toBe(200);
  });

  it('declined in the wallet, fails the payment: stock and voucher go back, nothing charged', async () => {
    const { productId, voucherId, sessionId } = await openCheckout({ voucher: true });
    await chooseWallet(sessionId, 'grabpay');
    const declined = await post(pagePath(sessionId, 'grabpay/decline'));
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain('GrabPay declined the payment');
    expect(declined.body).toContain('Nothing was charged.');
    expect(await checkoutStateOf(shop, sessionId)).toMatchObject({
      state: 'released',
      closeReason: 'payment failed',
    });
    expect((await sandboxPaymentOf(sessionId))?.state).toBe('failed');
    expect(await productStockOf(shop, productId)).toBe(5);
    expect(await voucherUsesOf(shop, voucherId ?? 0)).toBe(0);
    expect((await post(pagePath(sessionId, 'grabpay/approve'))).statusCode).toBe(410);
    expect(await ordersOf(sessionId)).toHaveLength(0);
  });
});
