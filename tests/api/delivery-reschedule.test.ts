import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { orderCancelApiPath, orderDeliverySlotApiPath } from '#shared/api-paths.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import { deliveryPlacesSchema } from '#shared/schemas/delivery-places.js';
import { orderTrackingSchema } from '#shared/schemas/order.js';
import { addDays } from '#shared/time.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, payForBag, productStockOf } from '#tests/helpers/checkout.js';
import { guestOrderOf, offeredDays, trackingOf } from '#tests/helpers/guest-orders.js';
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

const guestOrder = (email: string) =>
  guestOrderOf(shop, email, { name: `Moved Pillow ${++counter}`, priceCents: 4_990 });
const tracking = (orderId: number, sessionId: string) => trackingOf(shop, orderId, sessionId);

function moveTo(
  browser: BrowserSession,
  orderId: number,
  sessionId: string,
  deliveryDate: string,
  deliveryWindow = '15-18',
) {
  return browser.put(`/api${orderDeliverySlotApiPath(orderId)}`, {
    deliveryDate,
    deliveryWindow,
    session_id: sessionId,
  });
}

describe('the customer moving a delivery', () => {
  it('moves it with the tracking link to another slot offered, mails the new slot, and the old place is free again', async () => {
    const email = 'moves.it@example.sg';
    const { orderId, sessionId } = await guestOrder(email);
    const target = (await offeredDays(shop)).at(-1) ?? '';
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
    const full = (await offeredDays(shop)).at(-2) ?? '';
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
    const target = (await offeredDays(shop)).at(-1) ?? '';
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
      /^Free changes ended on .+\. Moving this delivery now costs \$50\.00, paid online before the move takes effect\.$/,
    );
  });

  it('is for the order’s customer or its link only; a delivery on its way is moved by the shop', async () => {
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
    const target = (await offeredDays(shop)).at(-1) ?? '';
    // A stranger with a forged key, and the right key on another order, find nothing.
    const stranger = await shop.customer('stranger.moves@example.sg');
    expect((await moveTo(stranger, orderId, 'sbx_forged', target)).statusCode).toBe(404);
    const other = await guestOrder('other.order@example.sg');
    expect((await moveTo(stranger, orderId, other.sessionId, target)).statusCode).toBe(404);
    // The customer, logged in, needs no key.
    expect((await moveTo(customer, orderId, '', target)).statusCode).toBe(200);
    // Confirmed, it still moves (booked again); once out, the move is the shop's.
    const staffMoves = (state: string) =>
      shop.admin.put(`/api/orders/admin/orders/${orderId}/delivery-state`, { state });
    expect((await staffMoves('confirmed')).statusCode).toBe(200);
    const confirmed = await moveTo(customer, orderId, sessionId, target, '13-16');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(orderTrackingSchema.parse(confirmed.json()).order.delivery_state).toBe('booked');
    expect((await staffMoves('out_for_delivery')).statusCode).toBe(200);
    const out = await moveTo(customer, orderId, sessionId, target, '10-13');
    expect(out.statusCode).toBe(409);
    expect(out.json().code).toBe('delivery_change_refused');
  });
});

describe('the customer cancelling an order', () => {
  const cancel = (browser: BrowserSession, orderId: number, sessionId: string) =>
    browser.post(`/api${orderCancelApiPath(orderId)}`, { session_id: sessionId });

  /** How many deliveries staff see booked in the order's window. */
  async function bookedIn(date: string, window: string): Promise<number> {
    const plan = deliveryPlacesSchema.parse(
      (await shop.admin.get('/api/admin/delivery-places')).json(),
    );
    const day = plan.days.find((candidate) => candidate.date === date);
    return day?.windows.find((candidate) => candidate.id === window)?.booked ?? Number.NaN;
  }

  it('refunds everything paid with a credit note, puts the stock back and frees the delivery place', async () => {
    const email = 'cancels.it@example.sg';
    const { guest, productId, orderId, sessionId } = await guestOrder(email);
    const { date, window } = (await tracking(orderId, sessionId)).order.delivery;
    const bookedBefore = await bookedIn(date ?? '', window ?? '');
    const stockBefore = await productStockOf(shop, productId);

    const cancelled = await cancel(guest, orderId, sessionId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const now = orderTrackingSchema.parse(cancelled.json());
    expect(now.order.status).toBe('refunded');
    expect(now.refunds).toEqual([
      expect.objectContaining({ amount_cents: 4_990, state: 'succeeded' }),
    ]);
    expect(await productStockOf(shop, productId)).toBe(stockBefore + 1);
    expect(await bookedIn(date ?? '', window ?? '')).toBe(bookedBefore - 1);
    const mail = await lastMailTo(shop, email, `order #${orderId} has been refunded`);
    expect(mail.text).toContain('Reason: Cancelled by the customer.');
    const audit = await shop.admin.get(`/api/admin/audit?entityType=order&entityId=${orderId}`);
    const entries = auditListSchema.parse(audit.json()).entries;
    expect(entries.map((entry) => entry.actorEmail)).toEqual([email, email]);
    expect(entries[0]?.changes).toContainEqual({ field: 'Status', from: 'paid', to: 'refunded' });

    // Once cancelled, there is nothing more to cancel or move.
    const again = await cancel(guest, orderId, sessionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('delivery_change_refused');
  });

  it('after the cut-off names the charge and changes nothing; a stranger finds no order', async () => {
    const email = 'late.cancel@example.sg';
    const { guest, productId, orderId, sessionId } = await guestOrder(email);
    const day = (await tracking(orderId, sessionId)).order.delivery.date ?? '';
    const stock = await productStockOf(shop, productId);
    const stranger = new BrowserSession(shop.app);
    expect((await cancel(stranger, orderId, 'sbx_forged')).statusCode).toBe(404);
    clock.set(new Date(`${addDays(day, -2)}T16:00:00Z`));
    const late = await cancel(guest, orderId, sessionId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'delivery_change_charged' });
    expect(late.json().message).toMatch(/Cancelling this order now costs \$50\.00/);
    expect((await tracking(orderId, sessionId)).order.status).toBe('paid');
    expect(await productStockOf(shop, productId)).toBe(stock);
  });
});
