import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import { deliverySlotsResponseSchema } from '#shared/schemas/delivery.js';
import { deliveryPlacesSchema } from '#shared/schemas/delivery-places.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, paySandbox, sandboxSessionIdOf } from '#tests/helpers/checkout.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

/** A Wednesday morning in Singapore: the same bookable days on every run. */
const clock = fixedClock('2026-12-02T10:00:00+08:00');

let shop: AdminTestApp;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
});
afterAll(() => shop.close());

async function plan() {
  const answer = await shop.admin.get('/api/admin/delivery-places');
  expect(answer.statusCode, answer.body).toBe(200);
  return deliveryPlacesSchema.parse(answer.json());
}

async function setPlaces(date: string, window: string | null, places: number) {
  const answer = await shop.admin.put('/api/admin/delivery-places/day', { date, window, places });
  expect(answer.statusCode, answer.body).toBe(200);
  return deliveryPlacesSchema.parse(answer.json());
}

async function offered(date: string): Promise<string[]> {
  const answer = await shop.app.inject({ method: 'GET', url: '/api/checkout/delivery-slots' });
  const day = deliverySlotsResponseSchema.parse(answer.json()).days.find((d) => d.date === date);
  return day?.windows.map((window) => window.id) ?? [];
}

/** A shopper with a pillow of their own in the bag. */
async function shopperWithPillow(): Promise<BrowserSession> {
  counter += 1;
  const pillowId = await insertProduct(shop, {
    name: `Places Pillow ${counter}`,
    priceCents: 3_990,
    stockQty: 5,
    collection: 'Accessories',
  });
  const browser = new BrowserSession(shop.app);
  await addToBag(browser, pillowId, null, 1);
  return browser;
}

/** The bag's delivery step sent: the payment page for `date` in `window`. */
function askCheckout(browser: BrowserSession, date: string, window: string) {
  return browser.post('/api/checkout/session', {
    phone: '+65 9123 4567',
    addressLine: '10 Tampines Central 1',
    unitNumber: '#03-21',
    postalCode: '529536',
    deliveryDate: date,
    deliveryWindow: window,
  });
}

/** A new shopper checking out for `date` in `window`. */
async function checkoutFor(date: string, window: string) {
  return askCheckout(await shopperWithPillow(), date, window);
}

/** The nth bookable day of the plan: each test its own, so they do not share places. */
async function day(n: number): Promise<string> {
  const date = (await plan()).days[n]?.date;
  if (!date) throw new Error(`no bookable day ${n}`);
  return date;
}

describe('delivery places', () => {
  it('lets only staff see and plan them: a default, a day and window, a closed day, audited', async () => {
    const visitor = new BrowserSession(shop.app);
    expect((await visitor.get('/api/admin/delivery-places')).statusCode).toBe(401);
    const customer = await shop.customer('places.customer@example.sg');
    expect((await customer.get('/api/admin/delivery-places')).statusCode).toBe(403);
    expect(
      (await customer.put('/api/admin/delivery-places/default', { places: 1 })).statusCode,
    ).toBe(403);

    const before = await plan();
    expect(before.defaultPlaces).toBe(8);
    expect(before.days[0]?.windows.map((window) => [window.id, window.places])).toEqual([
      ['10-13', 8],
      ['13-16', 8],
      ['15-18', 8],
    ]);
    const changed = await shop.admin.put('/api/admin/delivery-places/default', { places: 6 });
    expect(changed.statusCode, changed.body).toBe(200);
    const date = await day(1);
    const after = await setPlaces(date, '10-13', 3);
    const planned = after.days.find((d) => d.date === date);
    expect(after.defaultPlaces).toBe(6);
    expect(planned?.windows.map((w) => [w.places, w.setForDay])).toEqual([
      [3, true],
      [6, false],
      [6, false],
    ]);

    // Closed: no window of the day is offered, and the day leaves the shopper's calendar.
    await setPlaces(date, null, 0);
    expect(await offered(date)).toEqual([]);
    await setPlaces(date, null, 6);
    expect(await offered(date)).toEqual(['10-13', '13-16', '15-18']);

    const audit = auditListSchema.parse(
      (await shop.admin.get('/api/admin/audit?entityType=setting')).json(),
    );
    const entries = audit.entries.filter((entry) => entry.entityLabel === 'Delivery places');
    expect(entries.length).toBe(4);
    expect(entries.flatMap((entry) => entry.changes.map((change) => change.field))).toContain(
      'Places per window (default)',
    );
  });

  it('refuses places out of range and a malformed day, every problem at once', async () => {
    const before = await plan();
    const answer = await shop.admin.put('/api/admin/delivery-places/day', {
      date: '2026-02-30',
      window: 'noon',
      places: -1,
    });
    expect(answer.statusCode).toBe(400);
    const messages = answer.json<{ errors: { msg: string }[] }>().errors.map((e) => e.msg);
    expect(messages).toEqual([
      'Choose a delivery date.',
      'Choose a delivery window.',
      'Places must be a whole number from 0 to 200.',
    ]);
    for (const places of [201, 2.5, '3']) {
      const wrong = await shop.admin.put('/api/admin/delivery-places/default', { places });
      expect(wrong.statusCode).toBe(400);
    }
    expect(await plan()).toEqual(before);
  });

  it('takes a place per checkout, offers a full window no more, and a lapsed checkout gives it back', async () => {
    const date = await day(2);
    await setPlaces(date, '13-16', 1);
    const first = await checkoutFor(date, '13-16');
    expect(first.statusCode, first.body).toBe(200);
    expect(await offered(date)).toEqual(['10-13', '15-18']);
    expect((await plan()).days.find((d) => d.date === date)?.windows[1]).toMatchObject({
      places: 1,
      booked: 1,
    });

    const second = await checkoutFor(date, '13-16');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      code: 'delivery_window_full',
      errors: [
        {
          msg: 'This delivery window is full. Choose another window or day.',
          path: 'deliveryWindow',
        },
      ],
    });

    // The first shopper cancels on the payment page: the place is free again.
    const sessionId = sandboxSessionIdOf(first.json<{ url: string }>().url);
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `/checkout/pay/${encodeURIComponent(sessionId)}/cancel`,
    });
    expect(cancelled.statusCode).toBe(303);
    expect(await offered(date)).toEqual(['10-13', '13-16', '15-18']);
    const third = await checkoutFor(date, '13-16');
    expect(third.statusCode, third.body).toBe(200);
    // Paid, the order keeps the place.
    const paid = await paySandbox(shop, sandboxSessionIdOf(third.json<{ url: string }>().url));
    expect(paid.statusCode).toBe(303);
    expect(await offered(date)).toEqual(['10-13', '15-18']);
    expect((await checkoutFor(date, '13-16')).statusCode).toBe(400);
  });

  it('still offers a shopper back from the payment page the window their checkout holds, and takes it anew', async () => {
    const date = await day(4);
    await setPlaces(date, '15-18', 1);
    const shopper = await shopperWithPillow();
    expect((await askCheckout(shopper, date, '15-18')).statusCode).toBe(200);
    // Everybody else finds the window full; the shopper who holds its place still finds it.
    expect(await offered(date)).toEqual(['10-13', '13-16']);
    const own = await shopper.get('/api/checkout/delivery-slots');
    const ownDay = deliverySlotsResponseSchema.parse(own.json()).days.find((d) => d.date === date);
    expect(ownDay?.windows.map((window) => window.id)).toEqual(['10-13', '13-16', '15-18']);
    // Checking out again closes the first payment page and takes the place once more.
    const again = await askCheckout(shopper, date, '15-18');
    expect(again.statusCode, again.body).toBe(200);
    expect((await plan()).days.find((d) => d.date === date)?.windows[2]?.booked).toBe(1);
    expect((await checkoutFor(date, '15-18')).statusCode).toBe(400);
  });

  it('gives the last place of a window to one of many shoppers at once', async () => {
    const date = await day(3);
    await setPlaces(date, '15-18', 2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkoutFor(date, '15-18')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 400, 400, 400, 400, 400, 400]);
    expect((await plan()).days.find((d) => d.date === date)?.windows[2]).toMatchObject({
      places: 2,
      booked: 2,
    });
  });
});
