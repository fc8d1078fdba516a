import { expect } from 'vitest';
import { orderTrackingApiPath } from '#shared/api-paths.js';
import { deliverySlotsResponseSchema } from '#shared/schemas/delivery.js';
import { type OrderTracking, orderTrackingSchema } from '#shared/schemas/order.js';
import { BrowserSession } from './browser-session.js';
import { addToBag, payForBag } from './checkout.js';
import { insertProduct } from './shop-data.js';
import type { TestApp } from './test-app.js';

// The delivery tests' shared steps: a guest's paid order, its tracking page, the days on offer.

/**
 * A guest pays on the sandbox page for one unit of an accessory of its own (`name`, at
 * `priceCents`, ten in stock): the browser, the product, the order and its tracking key.
 */
export async function guestOrderOf(
  shop: TestApp,
  email: string,
  product: { name: string; priceCents: number },
) {
  const productId = await insertProduct(shop, {
    ...product,
    stockQty: 10,
    collection: 'Accessories',
  });
  const guest = new BrowserSession(shop.app);
  await addToBag(guest, productId, null, 1);
  return { guest, productId, ...(await payForBag(shop, guest, email)) };
}

/** The order as whoever holds its tracking link (`sessionId`) sees it. */
export async function trackingOf(
  shop: TestApp,
  orderId: number,
  sessionId: string,
): Promise<OrderTracking> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api${orderTrackingApiPath(orderId, sessionId)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return orderTrackingSchema.parse(response.json());
}

/** The days shoppers can book a delivery on now. */
export async function offeredDays(shop: TestApp): Promise<string[]> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/checkout/delivery-slots' });
  return deliverySlotsResponseSchema.parse(response.json()).days.map((day) => day.date);
}
