import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { orderCancelApiPath, orderDeliveryChargeApiPath } from '#shared/api-paths.js';
import { orderTrackingPath } from '#shared/paths.js';
import { orderTrackingSchema } from '#shared/schemas/order.js';
import { addDays } from '#shared/time.js';
import {
  type AdminTestApp,
  createAdminTestApp,
  TEST_ADMIN,
} from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { paySandbox, productStockOf, sandboxSessionIdOf } from '#tests/helpers/checkout.js';
import { guestOrderOf, offeredDays, trackingOf } from '#tests/helpers/guest-orders.js';
import { lastMailTo } from '#tests/helpers/mailbox.js';

// Issue 24: after free changes end, a move is paid for first (decision 0062).

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

/** A guest's paid order of a mattress at S$1,299.00, and the day it is delivered. */
async function guestOrder(email: string) {
  const name = `Charged Mattress ${++counter}`;
  const paid = await guestOrderOf(shop, email, { name, priceCents: 129_900 });
  const day = (await tracking(paid.orderId, paid.sessionId)).order.delivery.date ?? '';
  return { ...paid, day };
}

const tracking = (orderId: number, sessionId: string) => trackingOf(shop, orderId, sessionId);

/** The last day shoppers can book now. */
const lastOfferedDay = async () => (await offeredDays(shop)).at(-1) ?? '';

/** Midnight in Singapore, two days before `day`: free changes have ended. */
const afterCutOff = (day: string) => clock.set(new Date(`${addDays(day, -2)}T16:00:00Z`));

function askCharge(
  browser: BrowserSession,
  orderId: number,
  sessionId: string,
  deliveryDate: string,
  deliveryWindow = '15-18',
) {
  return browser.post(`/api${orderDeliveryChargeApiPath(orderId)}`, {
    deliveryDate,
    deliveryWindow,
    session_id: sessionId,
  });
}

describe('a late move, paid for first', () => {
  it('opens a payment page for the charge, changes nothing until it is paid, then moves and mails', async () => {
    const email = 'pays.to.move@example.sg';
    const { guest, orderId, sessionId, day } = await guestOrder(email);
    afterCutOff(day);
    const target = await lastOfferedDay();
    const asked = await askCharge(guest, orderId, sessionId, target);
    expect(asked.statusCode, asked.body).toBe(200);
    const chargeId = sandboxSessionIdOf(asked.json<{ url: string }>().url);
    const page = await shop.app.inject({ method: 'GET', url: `/checkout/pay/${chargeId}` });
    expect(page.body).toContain(`Postponement charge, order #${orderId}`);
    expect(page.body).toContain('S$50.00');
    expect((await tracking(orderId, sessionId)).order.delivery.date).toBe(day);

    const paid = await paySandbox(shop, chargeId, { email });
    expect(paid.statusCode).toBe(303);
    // Back to the tracking page the customer came from, as Stripe's success URL sends them.
    expect(paid.headers.location).toBe(`${orderTrackingPath(orderId, sessionId)}&charge=paid`);
    const now = await tracking(orderId, sessionId);
    expect(now.order.delivery).toMatchObject({ date: target, window: '15-18' });
    expect(now.delivery_steps.at(-1)?.note).toBe(
      `Moved by the customer to ${now.order.delivery.slot} ($50.00 charge paid)`,
    );
    const mail = await lastMailTo(shop, email, `delivery for order #${orderId} has changed`);
    expect(mail.text).toContain(
      'We received your payment of S$50.00 (GST included: S$4.13) for moving it after free changes ended.',
    );
    // The order itself is untouched: nothing refunded, the total as paid.
    expect(now.order.status).toBe('paid');
    expect(now.refunds).toEqual([]);
    // Paying the page again pays nothing more and moves nothing more.
    expect((await paySandbox(shop, chargeId, { email })).statusCode).toBe(303);
    expect((await tracking(orderId, sessionId)).delivery_steps.length).toBe(
      now.delivery_steps.length,
    );
  });

  it('moves a delivery confirmed the day before, booked again once the charge is paid', async () => {
    const email = 'confirmed.then.moved@example.sg';
    const { guest, orderId, sessionId, day } = await guestOrder(email);
    // The day before: the hourly run confirms it, and the customer cannot be home after all.
    clock.set(new Date(`${addDays(day, -1)}T01:00:00Z`));
    const staff = new BrowserSession(shop.app);
    expect((await staff.login(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
    await staff.put(`/api/orders/admin/orders/${orderId}/delivery-state`, { state: 'confirmed' });
    const target = await lastOfferedDay();
    const asked = await askCharge(guest, orderId, sessionId, target);
    expect(asked.statusCode, asked.body).toBe(200);
    const chargeId = sandboxSessionIdOf(asked.json<{ url: string }>().url);
    expect((await paySandbox(shop, chargeId, { email })).statusCode).toBe(303);
    const now = await tracking(orderId, sessionId);
    expect(now.order.delivery_state).toBe('booked');
    expect(now.order.delivery.date).toBe(target);
  });

  it('is refused while moving is free, for the booked slot, and to anybody but the order’s holder', async () => {
    const { guest, orderId, sessionId, day } = await guestOrder('not.yet.late@example.sg');
    const target = await lastOfferedDay();
    const free = await askCharge(guest, orderId, sessionId, target);
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe('delivery_change_free');
    afterCutOff(day);
    const stranger = new BrowserSession(shop.app);
    expect((await askCharge(stranger, orderId, 'sbx_forged', target)).statusCode).toBe(404);
    expect((await askCharge(stranger, orderId, '', target)).statusCode).toBe(404);
    const booked = (await tracking(orderId, sessionId)).order.delivery;
    const same = await askCharge(guest, orderId, sessionId, day, booked.window ?? '');
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([
      { msg: 'Choose another date or window than the one booked.', path: 'deliveryDate' },
    ]);
    const sunday = await askCharge(guest, orderId, sessionId, '2026-12-27');
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().errors[0].path).toBe('deliveryDate');
  });

  it('keeps one page open per order: asked again, the first page can no longer be paid', async () => {
    const email = 'asks.twice@example.sg';
    const { guest, orderId, sessionId, day } = await guestOrder(email);
    afterCutOff(day);
    const target = await lastOfferedDay();
    const first = sandboxSessionIdOf(
      (await askCharge(guest, orderId, sessionId, target)).json<{ url: string }>().url,
    );
    const second = sandboxSessionIdOf(
      (await askCharge(guest, orderId, sessionId, target, '10-13')).json<{ url: string }>().url,
    );
    expect((await paySandbox(shop, first, { email })).statusCode).toBe(410);
    expect((await paySandbox(shop, second, { email })).statusCode).toBe(303);
    expect((await tracking(orderId, sessionId)).order.delivery).toMatchObject({
      date: target,
      window: '10-13',
    });
  });

  it('gives the charge back when the delivery can no longer move by the time it is paid', async () => {
    const email = 'paid.too.late@example.sg';
    const { guest, orderId, sessionId, day } = await guestOrder(email);
    afterCutOff(day);
    const target = await lastOfferedDay();
    const chargeId = sandboxSessionIdOf(
      (await askCharge(guest, orderId, sessionId, target)).json<{ url: string }>().url,
    );
    // The crew takes it out while the customer is on the payment page (staff log in that day).
    const staff = new BrowserSession(shop.app);
    expect((await staff.login(TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
    const out = await staff.put(`/api/orders/admin/orders/${orderId}/delivery-state`, {
      state: 'out_for_delivery',
    });
    expect(out.statusCode, out.body).toBe(200);
    expect((await paySandbox(shop, chargeId, { email })).statusCode).toBe(303);
    expect((await tracking(orderId, sessionId)).order.delivery.date).toBe(day);
    const mail = await lastMailTo(shop, email, 'delivery charge for order');
    expect(mail.text).toContain('so we have refunded it in full');
  });

  it('leaves the delivery as it was when the payment page is cancelled', async () => {
    const { guest, orderId, sessionId, day } = await guestOrder('changed.mind@example.sg');
    afterCutOff(day);
    const chargeId = sandboxSessionIdOf(
      (await askCharge(guest, orderId, sessionId, await lastOfferedDay())).json<{ url: string }>()
        .url,
    );
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/checkout/pay/${chargeId}/cancel`,
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `${orderTrackingPath(orderId, sessionId)}&charge=cancelled`,
    );
    expect((await tracking(orderId, sessionId)).order.delivery.date).toBe(day);
  });
});

describe('a late cancellation', () => {
  const cancel = (browser: BrowserSession, orderId: number, sessionId: string, accept: boolean) =>
    browser.post(`/api${orderCancelApiPath(orderId)}`, {
      session_id: sessionId,
      acceptCharge: accept,
    });

  it('needs the charge accepted, then refunds what was paid less the charge and restocks', async () => {
    const email = 'late.cancels@example.sg';
    const { guest, productId, orderId, sessionId, day } = await guestOrder(email);
    const stock = await productStockOf(shop, productId);
    afterCutOff(day);
    const asked = await cancel(guest, orderId, sessionId, false);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toMatch(
      /Cancelling this order now costs \$50\.00, kept from your refund\.$/,
    );
    const cancelled = await cancel(guest, orderId, sessionId, true);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const now = orderTrackingSchema.parse(cancelled.json());
    expect(now.order.status).toBe('refunded');
    expect(now.refunds).toEqual([expect.objectContaining({ amount_cents: 124_900 })]);
    expect(await productStockOf(shop, productId)).toBe(stock + 1);
    const mail = await lastMailTo(shop, email, `Your refund of $1,249.00`);
    expect(mail.text).toContain(
      'Reason: Cancelled by the customer; the $50.00 cancellation charge is kept.',
    );
  });
});
