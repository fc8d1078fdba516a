import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmDeliveriesDue } from '#server/modules/orders/delivery-state.js';
import { ordersContextOf } from '#server/modules/orders/order-payments.js';
import { adminOrderDeliveryStateApiPath, adminOrderItemsApiPath } from '#shared/admin-api-paths.js';
import { adminOrderItemsSchema, adminOrderListSchema } from '#shared/schemas/admin-order.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import { deliverySlotsResponseSchema } from '#shared/schemas/delivery.js';
import { customerOrdersResponseSchema } from '#shared/schemas/order.js';
import { addDays } from '#shared/time.js';
import {
  type AdminTestApp,
  createAdminTestApp,
  TEST_ADMIN,
} from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, payForBag, paySandbox, startSandboxCheckout } from '#tests/helpers/checkout.js';
import { trackingOf } from '#tests/helpers/guest-orders.js';
import { lastMailTo, mailTo } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

// Issue 24: the delivery's own state after payment (decision 0058).

let shop: AdminTestApp;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp();
});
afterAll(() => shop.close());

/** A browser's order of one pillow, paid on the sandbox page for the first slot offered. */
async function orderFrom(browser: BrowserSession, email: string) {
  counter += 1;
  const productId = await insertProduct(shop, {
    name: `Delivered Pillow ${counter}`,
    priceCents: 4_990,
    stockQty: 10,
    collection: 'Accessories',
  });
  await addToBag(browser, productId, null, 1);
  return payForBag(shop, browser, email);
}

const guestOrder = (email: string) => orderFrom(new BrowserSession(shop.app), email);

function move(orderId: number, state: string, note?: string, browser = shop.admin) {
  return browser.put(`/api${adminOrderDeliveryStateApiPath(orderId)}`, { state, note });
}

const tracking = (orderId: number, sessionId: string) => trackingOf(shop, orderId, sessionId);

async function staffSteps(orderId: number) {
  const response = await shop.admin.get(`/api${adminOrderItemsApiPath(orderId)}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderItemsSchema.parse(response.json()).deliverySteps;
}

/** The day-before run as it runs at 10am Singapore time on `day`. */
const runOn = (day: string) =>
  confirmDeliveriesDue(ordersContextOf(shop.app), new Date(`${day}T02:00:00Z`));

describe('the delivery state', () => {
  it('is confirmed the day before, once, with a mail; then out for delivery and delivered, each timed, mailed and shown', async () => {
    const email = 'delivered.guest@example.sg';
    const { orderId, sessionId } = await guestOrder(email);
    const booked = await tracking(orderId, sessionId);
    expect(booked.order.delivery_state).toBe('booked');
    expect(booked.delivery_steps.map((step) => step.state)).toEqual(['booked']);
    const day = booked.order.delivery.date;
    if (!day) throw new Error('the order has no delivery date');

    // Two days ahead nothing is due; the day before, it is confirmed, and only once.
    await runOn(addDays(day, -2));
    expect((await tracking(orderId, sessionId)).order.delivery_state).toBe('booked');
    expect(await runOn(addDays(day, -1))).toBeGreaterThanOrEqual(1);
    expect(await runOn(addDays(day, -1))).toBe(0);
    const confirmed = await lastMailTo(shop, email, `delivery tomorrow: order #${orderId}`);
    expect(confirmed.text).toContain(
      `Your delivery is confirmed for ${booked.order.delivery.slot}`,
    );
    expect(confirmed.text).toContain(`/track/${orderId}?session_id=`);
    expect(
      (await mailTo(shop, email)).filter((mail) => mail.subject.includes('tomorrow')),
    ).toHaveLength(1);

    const out = await move(orderId, 'out_for_delivery');
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({
      message: `Order #${orderId} marked out for delivery.`,
      order: { deliveryState: 'out_for_delivery' },
    });
    await lastMailTo(shop, email, `order #${orderId} is out for delivery`);
    expect((await move(orderId, 'delivered')).statusCode).toBe(200);
    const delivered = await lastMailTo(shop, email, `order #${orderId} has been delivered`);
    expect(delivered.text).toContain('10-year limited warranty');

    const story = await tracking(orderId, sessionId);
    expect(story.order.delivery_state).toBe('delivered');
    expect(story.delivery_steps.map((step) => step.state)).toEqual([
      'booked',
      'confirmed',
      'out_for_delivery',
      'delivered',
    ]);
    const times = story.delivery_steps.map((step) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Staff see who moved it; the shop's own confirmation has nobody's name.
    expect((await staffSteps(orderId)).map((step) => step.by)).toEqual([
      null,
      TEST_ADMIN.email,
      TEST_ADMIN.email,
    ]);
    const audit = await shop.admin.get(`/api/admin/audit?entityType=order&entityId=${orderId}`);
    expect(auditListSchema.parse(audit.json()).entries.map((entry) => entry.changes)).toEqual([
      [{ field: 'Delivery', from: 'Out for delivery', to: 'Delivered' }],
      [{ field: 'Delivery', from: 'Confirmed', to: 'Out for delivery' }],
    ]);
  });

  it('refuses moves the table does not allow and writes nothing; the same state again changes nothing', async () => {
    const email = 'refused.moves@example.sg';
    const { orderId, sessionId } = await guestOrder(email);
    const skipped = await move(orderId, 'delivered');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toEqual({
      message: `Order #${orderId} cannot be marked delivered: its delivery is booked.`,
      code: 'delivery_change_refused',
    });
    expect((await move(orderId, 'out_for_delivery')).statusCode).toBe(200);
    const again = await move(orderId, 'out_for_delivery');
    expect(again.json().message).toBe(`Order #${orderId} is already out for delivery.`);
    expect(await staffSteps(orderId)).toHaveLength(1);

    // Not delivered needs its reason, which the customer is mailed; then it goes out again.
    const bare = await move(orderId, 'not_delivered', '   ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([
      expect.objectContaining({ msg: 'Say why it was not delivered: the customer is told.' }),
    ]);
    const unknown = await move(orderId, 'lost');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('State must be booked, confirmed, out_for_delivery');
    const why = 'Nobody was home at 2:40pm; the guard had no key.';
    expect((await move(orderId, 'not_delivered', why)).statusCode).toBe(200);
    const told = await lastMailTo(shop, email, `could not deliver your`);
    expect(told.text).toContain(why);
    expect((await move(orderId, 'out_for_delivery')).statusCode).toBe(200);
    const steps = (await tracking(orderId, sessionId)).delivery_steps;
    expect(steps.map((step) => [step.state, step.note])).toEqual([
      ['booked', ''],
      ['out_for_delivery', ''],
      ['not_delivered', why],
      ['out_for_delivery', ''],
    ]);
  });

  it('is not delivered once the order is refunded: no move, and the day-before run passes it by', async () => {
    const { orderId, sessionId } = await guestOrder('refunded.delivery@example.sg');
    const refunded = await shop.admin.put(`/api/orders/admin/orders/${orderId}/status`, {
      status: 'refunded',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const out = await move(orderId, 'out_for_delivery');
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(
      `Order #${orderId} cannot be marked out for delivery: it is refunded, so it is not delivered.`,
    );
    const day = (await tracking(orderId, sessionId)).order.delivery.date ?? '';
    await runOn(addDays(day, -1));
    expect((await tracking(orderId, sessionId)).order.delivery_state).toBe('booked');
  });

  it('is moved by staff only: a customer, even of that order, and a visitor are refused', async () => {
    const email = 'own.delivery@example.sg';
    const customer = await shop.customer(email);
    const { orderId } = await orderFrom(customer, email);
    expect((await move(orderId, 'out_for_delivery', undefined, customer)).statusCode).toBe(403);
    const visitor = new BrowserSession(shop.app);
    expect((await move(orderId, 'out_for_delivery', undefined, visitor)).statusCode).toBe(401);
    expect((await move(2_147_483_000, 'out_for_delivery')).statusCode).toBe(404);
    // The customer reads the state in My Orders.
    const mine = customerOrdersResponseSchema.parse((await customer.get('/api/orders')).json());
    expect(mine.orders.find((order) => order.order_id === orderId)?.delivery_state).toBe('booked');
  });

  it('is found by staff from the phone however it is typed, and from the address, name or postal code', async () => {
    counter += 1;
    const productId = await insertProduct(shop, {
      name: `Found Pillow ${counter}`,
      priceCents: 4_990,
      stockQty: 10,
      collection: 'Accessories',
    });
    const guest = new BrowserSession(shop.app);
    await addToBag(guest, productId, null, 1);
    const sessionId = await startSandboxCheckout(guest);
    const paid = await paySandbox(shop, sessionId, {
      email: 'found.by.phone@example.sg',
      name: 'Rahmat bin Osman',
      address: '88 Jalan Kayu Heights, #12-345',
      postal: '799488',
      phone: '+65 8765-4321',
    });
    expect(paid.statusCode, paid.body).toBe(303);
    const search = async (q: string) => {
      const response = await shop.admin.get(`/api/orders/admin/orders?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return adminOrderListSchema.parse(response.json()).orders.map((order) => order.email);
    };
    for (const q of [
      '87654321',
      '8765 4321',
      '+65 8765 4321',
      '65876543',
      'jalan kayu',
      '#12-345',
      '799488',
      'rahmat',
    ]) {
      expect(await search(q), q).toEqual(['found.by.phone@example.sg']);
    }
    // Another number finds nothing of it.
    expect(await search('8765 4320')).toEqual([]);
  });
});

describe('staff changing a delivery', () => {
  /** The days offered for delivery now, as the bag lists them. */
  async function offeredDays(): Promise<string[]> {
    const response = await shop.app.inject({ method: 'GET', url: '/api/checkout/delivery-slots' });
    return deliverySlotsResponseSchema.parse(response.json()).days.map((day) => day.date);
  }

  const edit = (orderId: number, body: Record<string, unknown>, browser = shop.admin) =>
    browser.put(`/api/orders/admin/orders/${orderId}/delivery`, body);

  const details = {
    phone: '8111 2222',
    addressLine: '5 Changi Business Park Central 1',
    unitNumber: '#07-11',
    postalCode: '486038',
  };

  it('moves the slot within its window’s places, books a confirmed delivery again, audits it and mails the customer', async () => {
    const email = 'moved.by.staff@example.sg';
    const { orderId, sessionId } = await guestOrder(email);
    const before = await tracking(orderId, sessionId);
    await runOn(addDays(before.order.delivery.date ?? '', -1));
    const day = (await offeredDays()).at(-1) ?? '';
    const moved = await edit(orderId, { ...details, deliveryDate: day, deliveryWindow: '15-18' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      changed: ['Phone', 'Address', 'Postal code', 'Delivery slot'],
      order: {
        shippingLine1: '5 Changi Business Park Central 1, #07-11',
        shippingPostal: '486038',
        delivery: { phone: '+65 8111 2222', date: day, window: '15-18' },
        deliveryState: 'booked',
      },
    });
    const after = await tracking(orderId, sessionId);
    expect(after.delivery_steps.map((step) => [step.state, step.note])).toEqual([
      ['booked', ''],
      ['confirmed', ''],
      ['booked', `Moved to ${after.order.delivery.slot}`],
    ]);
    const mail = await lastMailTo(shop, email, `delivery for order #${orderId} has changed`);
    expect(mail.text).toContain(`Delivery slot: ${after.order.delivery.slot}`);
    expect(mail.text).toContain('5 Changi Business Park Central 1, #07-11');
    const audit = await shop.admin.get(`/api/admin/audit?entityType=order&entityId=${orderId}`);
    expect(auditListSchema.parse(audit.json()).entries[0]?.changes).toContainEqual({
      field: 'Delivery slot',
      from: before.order.delivery.slot,
      to: after.order.delivery.slot,
    });
    // The same details again change nothing and mail nothing.
    const again = await edit(orderId, { ...details, deliveryDate: day, deliveryWindow: '15-18' });
    expect(again.json()).toMatchObject({
      changed: [],
      message: `Order #${orderId}: nothing changed.`,
    });
  });

  it('books a full window only with a reason, and refuses today, a Sunday and missing fields at their fields', async () => {
    const { orderId } = await guestOrder('full.window@example.sg');
    const day = (await offeredDays()).at(-2) ?? '';
    const closed = await shop.admin.put('/api/admin/delivery-places/day', {
      date: day,
      window: '10-13',
      places: 0,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const full = await edit(orderId, { ...details, deliveryDate: day, deliveryWindow: '10-13' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({
      code: 'delivery_window_full',
      errors: [{ path: 'deliveryWindow' }],
    });
    const over = await edit(orderId, {
      ...details,
      deliveryDate: day,
      deliveryWindow: '10-13',
      overrideReason: 'Second van hired for the day',
    });
    expect(over.statusCode, over.body).toBe(200);
    const audit = await shop.admin.get(`/api/admin/audit?entityType=order&entityId=${orderId}`);
    expect(auditListSchema.parse(audit.json()).entries[0]?.changes).toContainEqual({
      field: 'Booked over places',
      from: null,
      to: 'Second van hired for the day',
    });

    const today = new Date().toISOString().slice(0, 10);
    let sunday = addDays(today, 2);
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    for (const [date, msg] of [
      [addDays(today, -1), 'Choose a day from tomorrow: the vans for today have left.'],
      [sunday, 'We do not deliver on Sundays.'],
    ]) {
      const refused = await edit(orderId, {
        ...details,
        deliveryDate: date,
        deliveryWindow: '13-16',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ msg, path: 'deliveryDate' }]);
    }
    const empty = await edit(orderId, { phone: '', addressLine: '', postalCode: '12' });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['addressLine', 'deliveryDate', 'deliveryWindow', 'phone', 'postalCode']);
  });

  it('is refused once the delivery is out, and to anybody but staff', async () => {
    const email = 'out.already@example.sg';
    const customer = await shop.customer(email);
    const { orderId } = await orderFrom(customer, email);
    const day = (await offeredDays()).at(-1) ?? '';
    const body = { ...details, deliveryDate: day, deliveryWindow: '13-16' };
    expect((await edit(orderId, body, customer)).statusCode).toBe(403);
    expect((await move(orderId, 'out_for_delivery')).statusCode).toBe(200);
    const late = await edit(orderId, body);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: `Order #${orderId}'s delivery cannot change: it is out for delivery.`,
      code: 'delivery_change_refused',
    });
  });
});
