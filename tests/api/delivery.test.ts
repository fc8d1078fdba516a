import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, publicHolidays } from '#server/db/schema/index.js';
import { fixedClock } from '#server/lib/clock.js';
import {
  deliveryDays,
  deliveryRange,
  formatDeliveryDate,
  formatDeliverySlot,
} from '#shared/delivery.js';
import { adminOrderListSchema } from '#shared/schemas/admin-order.js';
import { toFulfillPageSchema } from '#shared/schemas/analytics.js';
import { deliverySlotsResponseSchema } from '#shared/schemas/delivery.js';
import { checkoutLookupSchema, customerOrdersResponseSchema } from '#shared/schemas/order.js';
import { addDays, shopDay } from '#shared/time.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  paySandbox,
  registeredCustomer,
  sandboxSessionIdOf,
} from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';
import {
  STRIPE_TEST_KEY,
  STRIPE_TEST_WEBHOOK_SECRET,
  StripeStandIn,
  signedEvent,
} from '#tests/helpers/stripe-stand-in.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

/**
 * The sandbox shop's clock, pinned to a Wednesday morning in Singapore: the days it offers are the
 * same on every run, whenever and wherever it runs (a run that straddled midnight saw two todays).
 */
const clock = fixedClock('2026-12-02T10:00:00+08:00');
const today = () => shopDay(clock.now());
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first Sunday from `from` on. */
function nextSunday(from: string): string {
  let day = from;
  while (weekday(day) !== 0) day = addDays(day, 1);
  return day;
}

/**
 * The days the shop offers today, computed by the shop's own rule from the holidays it holds, so
 * that no test depends on which weekdays and holidays the calendar puts in the next four weeks.
 */
async function bookableDays(shop: TestApp): Promise<string[]> {
  const rows = await shop.database.db.select({ day: publicHolidays.day }).from(publicHolidays);
  return deliveryDays(shop.app.clock.now(), new Set(rows.map((row) => row.day)));
}

let counter = 0;
async function shopperWithPillow(shop: TestApp, browser = new BrowserSession(shop.app)) {
  counter += 1;
  const pillowId = await insertProduct(shop, {
    name: `Delivery Pillow ${counter}`,
    priceCents: 4_990,
    stockQty: 10,
    collection: 'Accessories',
  });
  await addToBag(browser, pillowId, null, 1);
  return browser;
}

/** A bookable day well inside the range, set once the shop's holidays are read. */
let bookableDay = '';

function details(overrides: Record<string, unknown> = {}) {
  return {
    phone: '+65 9123 4567',
    addressLine: '10 Tampines Central 1',
    unitNumber: '#03-21',
    postalCode: '529536',
    deliveryDate: bookableDay,
    deliveryWindow: '13-16',
    ...overrides,
  };
}

describe('delivery slots on the sandbox', () => {
  let shop: AdminTestApp;
  beforeAll(async () => {
    shop = await createAdminTestApp({}, {}, { clock });
    bookableDay = (await bookableDays(shop))[2] ?? '';
  });
  afterAll(() => shop.close());

  async function refused(body: Record<string, unknown>): Promise<string> {
    const browser = await shopperWithPillow(shop);
    const response = await browser.post('/api/checkout/session', body);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<{ errors: { msg: string }[] }>();
    expect(answer.errors.length).toBeGreaterThan(0);
    return answer.errors.map((error) => error.msg).join(' ');
  }

  it('offers Monday to Saturday from 7 days after today up to 4 weeks, three windows a day', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/checkout/delivery-slots' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { days } = deliverySlotsResponseSchema.parse(response.json());
    const first = addDays(today(), 7);
    const last = addDays(today(), 28);
    expect(days.map((day) => day.date)).toEqual(await bookableDays(shop));
    expect(days.every((day) => weekday(day.date) !== 0)).toBe(true);
    expect(days.every((day) => day.date >= first && day.date <= last)).toBe(true);
    // 22 days, of which 3 or 4 are Sundays and a few may be public holidays.
    expect(days.length).toBeGreaterThanOrEqual(15);
    expect(days[0]?.windows).toEqual([
      { id: '10-13', label: '10am–1pm' },
      { id: '13-16', label: '1pm–4pm' },
      { id: '15-18', label: '3pm–6pm' },
    ]);
  });

  it('takes the first and the last bookable day, and refuses the day before and after', async () => {
    const { first, last } = deliveryRange(clock.now());
    const days = await bookableDays(shop);
    expect(first).toBe(addDays(today(), 7));
    expect(last).toBe(addDays(today(), 28));
    for (const day of [days[0], days.at(-1)]) {
      const browser = await shopperWithPillow(shop);
      const response = await browser.post('/api/checkout/session', details({ deliveryDate: day }));
      expect(response.statusCode, `${day}: ${response.body}`).toBe(200);
    }
    expect(await refused(details({ deliveryDate: addDays(today(), 6) }))).toMatch(
      /^The earliest delivery date is .*: deliveries are booked from 7 days after ordering\.$/,
    );
    expect(await refused(details({ deliveryDate: addDays(today(), 29) }))).toMatch(
      /^The latest delivery date is .*: deliveries are booked up to 4 weeks ahead\.$/,
    );
    expect(await refused(details({ deliveryDate: addDays(today(), -3) }))).toMatch(
      /^The earliest delivery date/,
    );
  });

  it('refuses Sundays and public holidays kept in the shop data', async () => {
    const sunday = nextSunday(addDays(today(), 8));
    expect(await refused(details({ deliveryDate: sunday }))).toBe(
      'We do not deliver on Sundays. Please choose another date.',
    );
    // A holiday is a row of data: one added on a bookable day is off the slots and refused.
    const before = await bookableDays(shop);
    const holiday = before[3] ?? '';
    await shop.database.db.insert(publicHolidays).values({ day: holiday, name: 'Test Holiday' });
    try {
      expect(await refused(details({ deliveryDate: holiday }))).toBe(
        'We do not deliver on public holidays (Test Holiday). Please choose another date.',
      );
      const slots = await shop.app.inject({ method: 'GET', url: '/api/checkout/delivery-slots' });
      const dates = deliverySlotsResponseSchema.parse(slots.json()).days.map((day) => day.date);
      expect(dates).toEqual(before.filter((day) => day !== holiday));
    } finally {
      await shop.database.db.delete(publicHolidays).where(eq(publicHolidays.day, holiday));
    }
  });

  it('seeds the Singapore public holidays of 2026 and 2027', async () => {
    const rows = await shop.database.db.select().from(publicHolidays);
    const days = new Map(rows.map((row) => [row.day, row.name]));
    expect(days.get('2026-12-25')).toBe('Christmas Day');
    expect(days.get('2026-08-10')).toBe('National Day (in lieu)');
    expect(days.get('2027-02-08')).toBe('Chinese New Year (in lieu)');
    expect([...days.keys()].filter((day) => day.startsWith('2027')).length).toBeGreaterThanOrEqual(
      11,
    );
  });

  it('refuses a malformed phone, date, window, unit or a half-given group with {errors:[{msg}]}', async () => {
    const phone =
      'Enter a Singapore phone number: 8 digits starting with 3, 6, 8 or 9, optionally after +65.';
    for (const bad of ['1234 5678', '9123 456', '+1 212 555 0100', '9123 45678', 'call me']) {
      expect(await refused(details({ phone: bad }))).toBe(phone);
    }
    expect(await refused(details({ deliveryDate: '2026-02-30' }))).toBe('Choose a delivery date.');
    expect(await refused(details({ deliveryDate: 'tomorrow' }))).toBe('Choose a delivery date.');
    expect(await refused(details({ deliveryWindow: '18-21' }))).toBe('Choose a delivery window.');
    expect(await refused(details({ deliveryWindow: undefined }))).toBe('Choose a delivery window.');
    expect(await refused(details({ unitNumber: '5th floor' }))).toBe(
      'Enter the unit number like #05-12, or leave it empty for a landed home.',
    );
    expect(await refused(details({ postalCode: undefined }))).toBe(
      'Enter a Singapore postal code of 6 digits.',
    );
    // Nothing was held by the refusals.
    const open = await shop.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.phone, '1234 5678'));
    expect(open).toEqual([]);
  });

  it('answers every problem of the details at once, each at its field, the calendar included', async () => {
    const browser = await shopperWithPillow(shop);
    const sunday = nextSunday(addDays(today(), 8));
    // Four wrong fields, a half-given address and a day the calendar refuses: one answer for all.
    const body = details({
      phone: '1234',
      addressLine: 'x',
      unitNumber: '5th floor',
      postalCode: undefined,
      deliveryDate: sunday,
      deliveryWindow: '18-21',
    });
    const response = await browser.post('/api/checkout/session', body);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<{ message: string; code: string; errors: unknown[] }>();
    expect(answer.code).toBe('invalid_input');
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        {
          path: 'phone',
          msg: 'Enter a Singapore phone number: 8 digits starting with 3, 6, 8 or 9, optionally after +65.',
        },
        { path: 'addressLine', msg: 'Enter the delivery address.' },
        {
          path: 'unitNumber',
          msg: 'Enter the unit number like #05-12, or leave it empty for a landed home.',
        },
        { path: 'postalCode', msg: 'Enter a Singapore postal code of 6 digits.' },
        { path: 'deliveryWindow', msg: 'Choose a delivery window.' },
        { path: 'deliveryDate', msg: 'We do not deliver on Sundays. Please choose another date.' },
      ]),
    );
    expect(answer.errors).toHaveLength(6);
    expect(answer.message).toBe(`phone: ${(answer.errors[0] as { msg: string }).msg}`);

    // Half-given groups are named together with a wrong field, not one per try.
    const halves = await browser.post('/api/checkout/session', {
      phone: '12',
      addressLine: '10 Tampines Central 1',
      deliveryDate: bookableDay,
    });
    expect(halves.statusCode, halves.body).toBe(400);
    expect(halves.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'phone',
      'postalCode',
      'deliveryWindow',
    ]);
  });

  it('carries the slot to the order: lookup, My Orders, admin orders and the to-fulfil queue', async () => {
    const email = `slot.${Date.now()}@example.sg`;
    const customer = await shopperWithPillow(shop, await registeredCustomer(shop, email));
    const body = details({ phone: '8123-4567', unitNumber: '#12-345a', saveAddress: true });
    const started = await customer.post('/api/checkout/session', body);
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = sandboxSessionIdOf(started.json().url);

    // The payment page shows what the shop collected and asks only for the rest.
    const page = await shop.app.inject({ method: 'GET', url: `/checkout/pay/${sessionId}` });
    const slot = formatDeliverySlot(body.deliveryDate, '13-16');
    expect(page.body).toContain(slot);
    expect(page.body).toContain('+65 8123 4567');
    expect(page.body).toContain('10 Tampines Central 1, #12-345A, Singapore 529536');
    expect(page.body).not.toContain('name="slot"');
    expect(page.body).not.toContain('name="phone"');
    expect(page.body).not.toContain('name="address"');

    const paid = await paySandbox(shop, sessionId, { email, address: '', postal: '', slot: '' });
    expect(paid.statusCode, paid.body).toBe(303);

    const lookup = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/lookup?session_id=${encodeURIComponent(sessionId)}`,
    });
    const { order } = checkoutLookupSchema.parse(lookup.json());
    const delivery = { phone: '+65 8123 4567', date: body.deliveryDate, window: '13-16', slot };
    expect(order.delivery).toEqual(delivery);
    expect(order.eta).toBe(slot);
    expect(order.address).toBe('Tan Mei Ling, 10 Tampines Central 1, #12-345A, Singapore 529536');

    const mine = customerOrdersResponseSchema.parse((await customer.get('/api/orders')).json());
    expect(mine.orders[0]?.delivery).toEqual(delivery);
    const detail = await customer.get(`/api/orders/${order.order_id}`);
    expect(detail.json().order.delivery).toEqual(delivery);

    // Ticked "save": Settings now hold the address.
    const profile = (await customer.get('/api/profile')).json();
    expect(profile.user).toMatchObject({
      address_line: '10 Tampines Central 1, #12-345A',
      postal_code: '529536',
    });

    const listed = await shop.admin.get('/api/orders/admin/orders?limit=200');
    const adminOrder = adminOrderListSchema
      .parse(listed.json())
      .orders.find((candidate) => candidate.orderId === order.order_id);
    expect(adminOrder?.delivery).toEqual(delivery);

    const day = today();
    const queue = await shop.admin.get(
      `/api/analytics/orders/to-fulfill?start=${addDays(day, -1)}&end=${addDays(day, 1)}&limit=100&offset=0`,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const row = toFulfillPageSchema
      .parse(queue.json())
      .rows.find((candidate) => candidate.orderId === order.order_id);
    expect(row?.delivery).toEqual(delivery);
  });

  it('keeps the spec’s empty call: the payment page then asks for phone and slot, by the same rules', async () => {
    const browser = await shopperWithPillow(shop);
    const started = await browser.post('/api/checkout/session');
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = sandboxSessionIdOf(started.json().url);
    const page = await shop.app.inject({ method: 'GET', url: `/checkout/pay/${sessionId}` });
    expect(page.body).toContain('name="phone"');
    expect(page.body).toContain('name="slot"');
    expect(page.body).toContain('name="address"');

    const sunday = nextSunday(addDays(today(), 8));
    const onSunday = await paySandbox(shop, sessionId, { slot: `${sunday}|10-13` });
    expect(onSunday.statusCode).toBe(422);
    expect(onSunday.body).toContain('We do not deliver on Sundays. Please choose another date.');
    const badPhone = await paySandbox(shop, sessionId, { phone: '12345678' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.body).toContain('Enter a Singapore phone number');
    const noSlot = await paySandbox(shop, sessionId, { slot: '' });
    expect(noSlot.statusCode).toBe(422);
    expect(noSlot.body).toContain('Choose a delivery date and window.');
  });

  it('does not save the address unless asked, nor for a visitor', async () => {
    const email = `nosave.${Date.now()}@example.sg`;
    const customer = await shopperWithPillow(shop, await registeredCustomer(shop, email));
    const started = await customer.post('/api/checkout/session', details());
    const paid = await paySandbox(shop, sandboxSessionIdOf(started.json().url), { email });
    expect(paid.statusCode, paid.body).toBe(303);
    expect((await customer.get('/api/profile')).json().user.address_line).toBeNull();
  });
});

describe('delivery slots on Stripe', () => {
  const standIn = new StripeStandIn();
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp({
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: await standIn.start(),
    });
    bookableDay = (await bookableDays(shop))[2] ?? '';
  });
  afterAll(async () => {
    await shop.close();
    await standIn.stop();
  });

  const sessionOf = (url: string) => {
    const session = standIn.sessions.get(url.split('/').pop() ?? '');
    if (!session) throw new Error(`no session for ${url}`);
    return session;
  };

  it('puts the booked slot and phone in the session metadata and asks Stripe only for the rest', async () => {
    const browser = await shopperWithPillow(shop);
    const body = details();
    const response = await browser.post('/api/checkout/session', body);
    expect(response.statusCode, response.body).toBe(200);
    const sent = sessionOf(response.json().url).request;
    expect(sent.get('metadata[phone]')).toBe('+65 9123 4567');
    expect(sent.get('metadata[delivery_date]')).toBe(body.deliveryDate);
    expect(sent.get('metadata[delivery_window]')).toBe('13-16');
    expect(sent.get('metadata[delivery_slot]')).toBe(
      formatDeliverySlot(body.deliveryDate, '13-16'),
    );
    expect(sent.get('shipping_address_collection[allowed_countries][0]')).toBeNull();
    expect(sent.get('phone_number_collection[enabled]')).toBeNull();
    expect(sent.get('custom_fields[0][key]')).toBeNull();
  });

  it('after the empty call, collects the phone and offers the slots on Stripe’s page, and books the one chosen', async () => {
    const browser = await shopperWithPillow(shop);
    const response = await browser.post('/api/checkout/session');
    const session = sessionOf(response.json().url);
    const sent = session.request;
    expect(sent.get('phone_number_collection[enabled]')).toBe('true');
    expect(sent.get('shipping_address_collection[allowed_countries][0]')).toBe('SG');
    expect(sent.get('custom_fields[0][key]')).toBe('deliveryslot');
    expect(sent.get('custom_fields[0][type]')).toBe('dropdown');
    const value = sent.get('custom_fields[0][dropdown][options][0][value]') ?? '';
    const label = sent.get('custom_fields[0][dropdown][options][0][label]');
    expect(value).toMatch(/^d\d{8}w\d{4}$/);

    const completed = standIn.complete(session.id);
    completed.customer_details = {
      ...(completed.customer_details as object),
      phone: '+6591234567',
    };
    completed.custom_fields = [
      { key: 'deliveryslot', type: 'dropdown', dropdown: { value, options: [] } },
    ];
    const event = signedEvent('checkout.session.completed', standIn.publicView(completed));
    const hook = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout/webhook',
      headers: event.headers,
      payload: event.payload,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const lookup = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/lookup?session_id=${session.id}`,
    });
    const { order } = checkoutLookupSchema.parse(lookup.json());
    expect(order.delivery.slot).toBe(label);
    expect(order.delivery.phone).toBe('+65 9123 4567');
  });
});

describe('delivery days at a pinned instant', () => {
  const pinned = fixedClock('2026-12-02T10:00:00+08:00');
  let shop: AdminTestApp;
  beforeAll(async () => {
    shop = await createAdminTestApp({}, {}, { clock: pinned });
  });
  afterAll(() => shop.close());

  async function offeredAt(instant: string): Promise<string[]> {
    pinned.set(instant);
    const response = await shop.app.inject({ method: 'GET', url: '/api/checkout/delivery-slots' });
    expect(response.statusCode, response.body).toBe(200);
    return deliverySlotsResponseSchema.parse(response.json()).days.map((day) => day.date);
  }

  it('moves the earliest bookable day at Singapore’s midnight, not UTC’s', async () => {
    // 23:59 and 00:01 in Singapore are both on 2026-12-03 in UTC.
    const beforeMidnight = await offeredAt('2026-12-03T23:59:00+08:00');
    expect(beforeMidnight[0]).toBe('2026-12-10');
    const afterMidnight = await offeredAt('2026-12-04T00:01:00+08:00');
    expect(afterMidnight[0]).toBe('2026-12-11');
    // The last day stays: 1 January 2027 is New Year's Day.
    expect(afterMidnight.at(-1)).toBe('2026-12-31');

    // A bag checked out at 23:59 may have the 10th; two minutes later the same day is refused.
    pinned.set('2026-12-03T23:59:00+08:00');
    const slot = details({ deliveryDate: '2026-12-10' });
    const inTime = await (await shopperWithPillow(shop)).post('/api/checkout/session', slot);
    expect(inTime.statusCode, inTime.body).toBe(200);
    const late = await shopperWithPillow(shop);
    pinned.set('2026-12-04T00:01:00+08:00');
    const refused = await late.post('/api/checkout/session', slot);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors[0].msg).toBe(
      `The earliest delivery date is ${formatDeliveryDate('2026-12-11')}: deliveries are booked from 7 days after ordering.`,
    );
  });

  it('ordered on a public holiday, skips the holiday a week later', async () => {
    // Christmas Day: 7 days later is New Year's Day 2027, a holiday too, so the 2nd comes first.
    const days = await offeredAt('2026-12-25T12:00:00+08:00');
    expect(days[0]).toBe('2027-01-02');
    expect(days.at(-1)).toBe('2027-01-22');
  });

  it('counts across the end of a month, and February’s shorter one', async () => {
    const lastOfJanuary = await offeredAt('2026-01-31T09:00:00+08:00');
    expect(lastOfJanuary[0]).toBe('2026-02-07');
    expect(lastOfJanuary.at(-1)).toBe('2026-02-28');
    // Chinese New Year (17 and 18 February) and the Sundays are left out.
    expect(lastOfJanuary).not.toContain('2026-02-17');
    expect(lastOfJanuary).not.toContain('2026-02-18');
    expect(lastOfJanuary).not.toContain('2026-02-08');
    const lastOfFebruary = await offeredAt('2026-02-28T20:00:00+08:00');
    expect(lastOfFebruary[0]).toBe('2026-03-07');
    expect(lastOfFebruary.at(-1)).toBe('2026-03-28');
  });
});
