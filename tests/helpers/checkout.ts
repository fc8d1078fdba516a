import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { checkoutSessions, productSizes, products, vouchers } from '#server/db/schema/index.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import { deliverySlotsResponseSchema } from '#shared/schemas/delivery.js';
import { BrowserSession, type InjectResult } from './browser-session.js';
import type { TestApp } from './test-app.js';

export const CUSTOMER_PASSWORD = 'Quiet-Nights-On-Spinal-7';

export const SHIPPING = {
  email: 'tan.mei.ling@example.sg',
  name: 'Tan Mei Ling',
  address: '10 Tampines Central 1, #03-21',
  postal: '529536',
};

export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** A voucher straight in the table (the admin voucher screens are another issue's). */
export async function insertVoucher(
  shop: TestApp,
  values: { code: string; percentOff?: number; amountOffCents?: number; maxUses?: number },
): Promise<number> {
  const [row] = await shop.database.db
    .insert(vouchers)
    .values({
      code: values.code,
      kind: values.amountOffCents === undefined ? 'percent' : 'fixed',
      percentOff: values.amountOffCents === undefined ? (values.percentOff ?? 10) : null,
      amountOffCents: values.amountOffCents ?? null,
      maxUses: values.maxUses ?? 0,
    })
    .returning({ id: vouchers.id });
  if (!row) throw new Error('voucher insert failed');
  return row.id;
}

export async function addToBag(
  browser: BrowserSession,
  productId: number,
  sizeLabel: string | null,
  quantity = 1,
): Promise<void> {
  const response = await browser.post('/api/cart/items', { productId, sizeLabel, quantity });
  expect(response.statusCode, response.body).toBe(200);
}

export async function applyVoucher(browser: BrowserSession, code: string): Promise<void> {
  const response = await browser.post('/api/cart/voucher', { code });
  expect(response.statusCode, response.body).toBe(200);
}

export async function registeredCustomer(shop: TestApp, email: string): Promise<BrowserSession> {
  const browser = new BrowserSession(shop.app);
  const registered = await browser.post('/api/auth/register', {
    email,
    password: CUSTOMER_PASSWORD,
    repeatPassword: CUSTOMER_PASSWORD,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  expect((await browser.login(email, CUSTOMER_PASSWORD)).statusCode).toBe(200);
  return browser;
}

/** POST /checkout/session; returns the provider's session id from the answered URL. */
export async function startCheckout(browser: BrowserSession): Promise<InjectResult> {
  return browser.post('/api/checkout/session');
}

export function sandboxSessionIdOf(url: string): string {
  const id = new URL(url).pathname.split('/').pop();
  if (!id) throw new Error(`no session id in ${url}`);
  return decodeURIComponent(id);
}

export async function startSandboxCheckout(browser: BrowserSession): Promise<string> {
  const response = await startCheckout(browser);
  expect(response.statusCode, response.body).toBe(200);
  return sandboxSessionIdOf(response.json<{ url: string }>().url);
}

/** The first slot the shop offers now, as the sandbox page's select sends it. */
export async function firstSlot(shop: TestApp): Promise<{ date: string; window: DeliveryWindow }> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/checkout/delivery-slots' });
  const day = deliverySlotsResponseSchema.parse(response.json()).days[0];
  if (!day?.windows[0]) throw new Error(`no delivery slots: ${response.body}`);
  return { date: day.date, window: day.windows[0].id };
}

/** The first slot as the sandbox page's select sends it: "2026-12-05|10-13". */
export async function sandboxSlot(shop: TestApp): Promise<string> {
  const slot = await firstSlot(shop);
  return `${slot.date}|${slot.window}`;
}

/**
 * Submits the sandbox's card form as a browser would (a plain form POST, no token). The phone and
 * the first slot stand in for what the shop did not collect (the spec's empty checkout call).
 */
export async function paySandbox(
  shop: TestApp,
  sessionId: string,
  fields: Partial<
    typeof SHIPPING & { number: string; expiry: string; cvc: string; phone: string; slot: string }
  > = {},
) {
  const form = new URLSearchParams({
    ...SHIPPING,
    phone: '9123 4567',
    slot: fields.slot ?? (await sandboxSlot(shop)),
    number: CARDS.pays,
    expiry: '12/34',
    cvc: '123',
    ...fields,
  });
  return shop.app.inject({
    method: 'POST',
    url: `/checkout/pay/${encodeURIComponent(sessionId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export async function stockOf(shop: TestApp, sizeId: number): Promise<number> {
  const [row] = await shop.database.db
    .select({ stockQty: productSizes.stockQty })
    .from(productSizes)
    .where(eq(productSizes.id, sizeId));
  return row?.stockQty ?? Number.NaN;
}

export async function productStockOf(shop: TestApp, productId: number): Promise<number> {
  const [row] = await shop.database.db
    .select({ stockQty: products.stockQty })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stockQty ?? Number.NaN;
}

export async function sizeIdOf(shop: TestApp, productId: number, label: string): Promise<number> {
  const rows = await shop.database.db
    .select({ id: productSizes.id, label: productSizes.label })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  const row = rows.find((candidate) => candidate.label === label);
  if (!row) throw new Error(`no size ${label}`);
  return row.id;
}

export async function voucherUsesOf(shop: TestApp, voucherId: number): Promise<number> {
  const [row] = await shop.database.db
    .select({ usedCount: vouchers.usedCount })
    .from(vouchers)
    .where(eq(vouchers.id, voucherId));
  return row?.usedCount ?? Number.NaN;
}

export async function checkoutStateOf(shop: TestApp, providerSessionId: string) {
  const [row] = await shop.database.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId));
  return row;
}

/**
 * Pays the browser's bag on the sandbox page (shipping to `email`) and returns the order's id and
 * the checkout session id its links carry.
 */
export async function payForBag(
  shop: TestApp,
  browser: BrowserSession,
  email: string,
): Promise<{ orderId: number; sessionId: string }> {
  const sessionId = await startSandboxCheckout(browser);
  const paid = await paySandbox(shop, sessionId, { email });
  expect(paid.statusCode, paid.body).toBe(303);
  const lookup = await browser.get(`/api/orders/lookup?session_id=${sessionId}`);
  expect(lookup.statusCode, lookup.body).toBe(200);
  return { orderId: lookup.json<{ order: { order_id: number } }>().order.order_id, sessionId };
}
