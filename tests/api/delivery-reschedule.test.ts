import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { orderDeliverySlotApiPath, orderTrackingApiPath } from '#shared/api-paths.js';
import { deliverySlotsResponseSchema } from '#shared/schemas/delivery.js';
import { type OrderTracking, orderTrackingSchema } from '#shared/schemas/order.js';
import { addDays } from '#shared/time.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, payForBag } from '#tests/helpers/checkout.js';
import { lastMailTo } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

// Issue 24: the customer moves their delivery, free until two days before it (decision 0059).

// Monday 7 Dec 2026, 10am in Singapore: the first bookable day is a week later.
const START = new Date('2026-12-07T02:00:00Z');
const clock = fixedClock(START);
let shop: AdminTestApp;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
});
beforeEach(() => clock.set(START));
afterAll(() => shop.close());

async function guestOrder(email: string) {
  counter += 1;
  const productId = await insertProduct(shop, {
    name: `Moved Pillow ${counter}`,
    priceCents: 4_990,
    stockQty: 10,
    collection: 'Accessories',
  });
  const guest = new BrowserSession(shop.app);
  await addToBag(guest, productId, null, 1);
  return { guest, ...(await payForBag(shop, guest, email)) };
}

async function offeredDays(): Promise<string[]> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/checkout/delivery-slots' });
  return deliverySlotsResponseSchema.parse(response.json()).days.map((day) => day.date);
}

function moveTo(
  browser: BrowserSession,
  orderId: number,
  sessionId: string,
  deliveryDate: string,
  deliveryWindow = '15-18',
) {
  return browser.put(`/api${orderDeliverySlotApiPath(orderId, sessionId)}`, {
    deliveryDate,
    deliveryWindow,
  });
}

async function tracking(orderId: number, sessionId: string): Promise<OrderTracking> {
  const response = await new BrowserSession(shop.app).get(
    `/api${orderTrackingApiPath(orderId, sessionId)}`,
  );
  return orderTrackingSchema.parse(response.json());
}

describe('the customer moving a delivery', () => {
  it('moves it with the tracking link to another slot offered, mails the new slot, and the old place is free again', async () => {
    const email = 'moves.it@example.sg';
    const { orderId, sessionId } = await guestOrder(email);
    const target = (await offeredDays()).at(-1) ?? '';
    // Another browser with nothing but the mailed link.
    const moved = await moveTo(new BrowserSession(shop.app), orderId, sessionId, target);
    expect(moved.statusCode, moved.body).toBe(200);
    const now = orderTrackingSchema.parse(moved.json());
    expect(now.order.delivery).toMatchObject({ date: target, window: '15-18' });
    expect(now.delivery_steps.at(-1)).toMatchObject({
      state: 'booked',
      note: `Moved by the customer to ${now.order.delivery.slot}`,
    });
    const mail = await lastMailTo(shop, email, `delivery for order #${orderId} has changed`);
    expect(mail.text).toContain('As you asked, we have changed the delivery slot');
    expect(mail.text).toContain(`Delivery slot: ${now.order.delivery.slot}`);
  });

  it('refuses a day shoppers cannot book and a full window, at their fields, and changes nothing', async () => {
    const { guest, orderId, sessionId } = await guestOrder('refused.move@example.sg');
    const before = await tracking(orderId, sessionId);
    const sunday = '2026-12-20';
    const tooSoon = addDays('2026-12-07', 3);
    for (const [day, msg] of [
      [sunday, 'We do not deliver on Sundays. Please choose another date.'],
      [tooSoon, /^The earliest delivery date is/],
    ] as const) {
      const refused = await moveTo(guest, orderId, sessionId, day);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([
        { msg: expect.stringMatching(msg), path: 'deliveryDate' },
      ]);
    }
    const full = (await offeredDays()).at(-2) ?? '';
    await shop.admin.put('/api/admin/delivery-places/day', {
      date: full,
      window: '10-13',
      places: 0,
    });
    const taken = await moveTo(guest, orderId, sessionId, full, '10-13');
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'delivery_window_full' });
    expect((await tracking(orderId, sessionId)).order.delivery).toEqual(before.order.delivery);
  });

  it('is free until the end of the day two days before; later it names the charge and changes nothing', async () => {
    const { guest, orderId, sessionId } = await guestOrder('late.move@example.sg');
    const day = (await tracking(orderId, sessionId)).order.delivery.date ?? '';
    const target = (await offeredDays()).at(-1) ?? '';
    // 11:59pm in Singapore, two days before: still free.
    clock.set(new Date(`${addDays(day, -2)}T15:59:00Z`));
    expect((await moveTo(guest, orderId, sessionId, target)).statusCode).toBe(200);
    // Midnight, two days before the new day: the free change has ended.
    clock.set(new Date(`${addDays(target, -2)}T16:00:00Z`));
    const late = await moveTo(guest, orderId, sessionId, day, '10-13');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'delivery_change_charged' });
    expect((await tracking(orderId, sessionId)).order.delivery.date).toBe(target);
    expect(late.json().message).toMatch(
      /^Free changes ended on .+\. Moving this delivery now costs S\$50\.00: call or write to us at /,
    );
  });

  it('is for the order’s customer or its link only; a confirmed delivery is moved by the shop', async () => {
    const email = 'owner.moves@example.sg';
    const customer = await shop.customer(email);
    const productId = await insertProduct(shop, {
      name: 'Owned Pillow',
      priceCents: 4_990,
      stockQty: 5,
      collection: 'Accessories',
    });
    await addToBag(customer, productId, null, 1);
    const { orderId, sessionId } = await payForBag(shop, customer, email);
    const target = (await offeredDays()).at(-1) ?? '';
    // A stranger with a forged key, and the right key on another order, find nothing.
    const stranger = await shop.customer('stranger.moves@example.sg');
    expect((await moveTo(stranger, orderId, 'sbx_forged', target)).statusCode).toBe(404);
    const other = await guestOrder('other.order@example.sg');
    expect((await moveTo(stranger, orderId, other.sessionId, target)).statusCode).toBe(404);
    // The customer, logged in, needs no key.
    expect((await moveTo(customer, orderId, '', target)).statusCode).toBe(200);
    // Once confirmed, the move is the shop's.
    await shop.admin.put(`/api/orders/admin/orders/${orderId}/delivery-state`, {
      state: 'confirmed',
    });
    const confirmed = await moveTo(customer, orderId, sessionId, target, '13-16');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().code).toBe('delivery_change_refused');
  });
});
