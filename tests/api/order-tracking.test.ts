import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTrackingApiPath } from '#shared/api-paths.js';
import { formatDeliverySlot } from '#shared/delivery.js';
import { orderTrackingPath } from '#shared/paths.js';
import { orderTrackingSchema } from '#shared/schemas/order.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, firstSlot, payForBag, SHIPPING } from '#tests/helpers/checkout.js';
import { lastMailTo } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

const NOT_FOUND = { message: 'Order not found', code: 'not_found' };

describe('an order tracking link', () => {
  let shop: AdminTestApp;
  let counter = 0;

  beforeAll(async () => {
    shop = await createAdminTestApp();
  });
  afterAll(() => shop.close());

  async function bagWithPillow(browser: BrowserSession): Promise<string> {
    counter += 1;
    const name = `Tracked Pillow ${counter}`;
    const productId = await insertProduct(shop, {
      name,
      priceCents: 4_990,
      stockQty: 10,
      collection: 'Accessories',
    });
    await addToBag(browser, productId, null, 1);
    return name;
  }

  const api = (orderId: number, sessionId: string) =>
    `/api${orderTrackingApiPath(orderId, sessionId)}`;

  it('opens the order for a guest with the link from the mail: items, address, status history', async () => {
    const email = 'tracking.guest@example.sg';
    const guest = new BrowserSession(shop.app);
    const pillow = await bagWithPillow(guest);
    const { orderId, sessionId } = await payForBag(shop, guest, email);
    const mail = await lastMailTo(shop, email, `order #${orderId} is confirmed`);
    expect(mail.text).toContain(`${shop.config.publicUrl}${orderTrackingPath(orderId, sessionId)}`);
    const admin = shop.admin;
    expect(
      (await admin.put(`/api/orders/admin/orders/${orderId}/status`, { status: 'processing' }))
        .statusCode,
    ).toBe(200);

    // Another browser (the mail opened on a phone) with nothing but the link.
    const response = await new BrowserSession(shop.app).get(api(orderId, sessionId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const tracking = orderTrackingSchema.parse(response.json());
    const slot = await firstSlot(shop);
    expect(tracking.order.delivery).toMatchObject({
      slot: formatDeliverySlot(slot.date, slot.window),
    });
    expect(tracking.mine).toBe(false);
    expect(tracking.order).toMatchObject({
      order_id: orderId,
      status: 'processing',
      eta: formatDeliverySlot(slot.date, slot.window),
      address: `${SHIPPING.name}, ${SHIPPING.address}, Singapore ${SHIPPING.postal}`,
      total_cents: 4_990,
    });
    expect(tracking.items).toEqual([
      {
        product_id: expect.any(Number),
        name: pillow,
        size_label: null,
        qty: 1,
        unit_price_cents: 4_990,
        service_code: null,
      },
    ]);
    expect(tracking.history.map((step) => step.status)).toEqual(['paid', 'processing']);
    // The staff member who moved it stays with the staff.
    expect(response.body).not.toContain('owner@8ettersleep.test');
    // Its receipt link opens the invoice for the same guest.
    const receipt = await new BrowserSession(shop.app).get(tracking.order.receipt_url);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('answers a forged, altered or missing key, and another order, as not found', async () => {
    const first = new BrowserSession(shop.app);
    await bagWithPillow(first);
    const a = await payForBag(shop, first, 'first.guest@example.sg');
    const second = new BrowserSession(shop.app);
    await bagWithPillow(second);
    const b = await payForBag(shop, second, 'second.guest@example.sg');

    const flipped = `${a.sessionId.slice(0, -1)}${a.sessionId.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      api(a.orderId, flipped),
      api(a.orderId, `${a.sessionId}x`),
      api(a.orderId, a.sessionId.slice(0, -1)),
      `/api/orders/${a.orderId}/tracking`,
      api(a.orderId, ''),
      // One order's key does not open another order.
      api(a.orderId, b.sessionId),
      api(b.orderId, a.sessionId),
      // An order that does not exist answers exactly like a wrong key.
      api(2_000_000_000, a.sessionId),
    ];
    for (const url of attempts) {
      const response = await new BrowserSession(shop.app).get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
    // Not an order id at all: refused before the database, as for every order route.
    const malformed = await new BrowserSession(shop.app).get(
      '/api/orders/abc/tracking?session_id=x',
    );
    expect(malformed.statusCode).toBe(400);
  });

  it('says the order is the viewer’s own when its customer opens the link logged in', async () => {
    const owner = await shop.customer('tracking.owner@example.sg');
    await bagWithPillow(owner);
    const { orderId, sessionId } = await payForBag(shop, owner, 'tracking.owner@example.sg');
    const mine = await owner.get(api(orderId, sessionId));
    expect(orderTrackingSchema.parse(mine.json()).mine).toBe(true);
    // Another customer holding the link sees the read-only order, never as theirs.
    const someoneElse = await shop.customer('not.the.owner@example.sg');
    expect(
      orderTrackingSchema.parse((await someoneElse.get(api(orderId, sessionId))).json()).mine,
    ).toBe(false);
    // And their own My Orders call does not reach it.
    expect((await someoneElse.get(`/api/orders/${orderId}`)).statusCode).toBe(404);
  });
});
