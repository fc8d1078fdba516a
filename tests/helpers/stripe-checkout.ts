import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '#server/db/schema/index.js';
import { BrowserSession } from './browser-session.js';
import { addToBag, checkoutStateOf, startCheckout } from './checkout.js';
import type { TestApp } from './test-app.js';

/** A visitor with `qty` of a product in the bag who went to Stripe's page: the session id. */
export async function stripeCheckoutOf(
  shop: TestApp,
  productId: number,
  qty: number,
  browser = new BrowserSession(shop.app),
): Promise<{ id: string; browser: BrowserSession }> {
  await addToBag(browser, productId, null, qty);
  const response = await startCheckout(browser);
  expect(response.statusCode, response.body).toBe(200);
  const url: string = response.json().url;
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  return { id: url.split('/').pop() ?? '', browser };
}

/** Posts a signed event to the shop's Stripe webhook, as Stripe does. */
export function sendWebhook(
  shop: TestApp,
  event: { payload: string; headers: Record<string, string> },
) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/checkout/webhook',
    headers: event.headers,
    payload: event.payload,
  });
}

/** The orders a Checkout Session became (one at most, whatever arrives how often). */
export async function ordersOfSession(shop: TestApp, providerSessionId: string) {
  const session = await checkoutStateOf(shop, providerSessionId);
  return shop.database.db
    .select()
    .from(orders)
    .where(eq(orders.checkoutSessionId, session?.id ?? 0));
}
