import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { gstIncludedCents } from '#shared/gst.js';
import { formatCents } from '#shared/money.js';
import { adminOrderItemsSchema, refundResponseSchema } from '#shared/schemas/admin-order.js';
import { auditListSchema } from '#shared/schemas/audit.js';
import { deliverySlotsResponseSchema } from '#shared/schemas/delivery.js';
import { deliveryServicesSchema } from '#shared/schemas/delivery-services.js';
import { checkoutLookupSchema } from '#shared/schemas/order.js';
import { runSheetSchema } from '#shared/schemas/run-sheet.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  addToBag,
  applyVoucher,
  insertVoucher,
  paySandbox,
  productStockOf,
  sandboxSessionIdOf,
} from '#tests/helpers/checkout.js';
import { pdfText } from '#tests/helpers/pdf-text.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

/** A Wednesday morning in Singapore: the same bookable days on every run. */
const clock = fixedClock('2026-12-02T10:00:00+08:00');
const DAY = '2026-12-09';
const TODAY = '2026-12-02';

let shop: AdminTestApp;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
});
afterAll(() => shop.close());

async function services() {
  const answer = await new BrowserSession(shop.app).get('/api/delivery-services');
  expect(answer.statusCode, answer.body).toBe(200);
  return deliveryServicesSchema.parse(answer.json());
}

async function setService(code: string, body: unknown, as = shop.admin) {
  return as.put(`/api/admin/delivery-services/${code}`, body);
}

/** A shopper with a mattress of their own (S$1,234.55) in the bag. */
async function shopperWithMattress(): Promise<{ browser: BrowserSession; productId: number }> {
  counter += 1;
  const productId = await insertProduct(shop, {
    name: `Services Mattress ${counter}`,
    priceCents: 123_455,
    stockQty: 5,
    collection: 'Accessories',
  });
  const browser = new BrowserSession(shop.app);
  await addToBag(browser, productId, null, 1);
  return { browser, productId };
}

/** The bag's delivery step sent with `services`, for `day` in `window`. */
function checkout(browser: BrowserSession, services: unknown, day = DAY, window = '10-13') {
  return browser.post('/api/checkout/session', {
    phone: '+65 9123 4567',
    addressLine: '10 Tampines Central 1',
    unitNumber: '#03-21',
    postalCode: '529536',
    deliveryDate: day,
    deliveryWindow: window,
    services,
  });
}

describe('delivery services', () => {
  it('are the delivery page’s list at its prices, which only staff change, audited', async () => {
    expect((await services()).map((s) => [s.code, s.name, s.per, s.priceCents, s.offered])).toEqual(
      [
        ['urgent', 'Urgent same-day delivery', 'order', 12_000, true],
        ['disposal', 'Waterbed disposal', 'piece', 12_000, true],
        ['transport', 'Transporting an existing product', 'set', 12_000, true],
        ['shifting', 'Shifting service', 'set', 24_000, true],
      ],
    );
    const visitor = new BrowserSession(shop.app);
    expect(
      (await setService('shifting', { priceCents: 1, offered: true }, visitor)).statusCode,
    ).toBe(401);
    const customer = await shop.customer('services.customer@example.sg');
    expect(
      (await setService('shifting', { priceCents: 1, offered: true }, customer)).statusCode,
    ).toBe(403);

    const changed = await setService('shifting', { priceCents: 25_050, offered: false });
    expect(changed.statusCode, changed.body).toBe(200);
    const shifting = deliveryServicesSchema
      .parse(changed.json())
      .find((s) => s.code === 'shifting');
    expect([shifting?.priceCents, shifting?.offered]).toEqual([25_050, false]);
    expect((await services()).find((s) => s.code === 'shifting')?.offered).toBe(false);

    const audit = auditListSchema.parse(
      (await shop.admin.get('/api/admin/audit?entityType=setting')).json(),
    );
    const entry = audit.entries.find((e) => e.entityLabel === 'Delivery services');
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'Shifting service: price', from: '$240.00', to: '$250.50' },
        { field: 'Shifting service: offered', from: 'yes', to: 'no' },
      ]),
    );
    await setService('shifting', { priceCents: 24_000, offered: true });
  });

  it('refuses a wrong price or offer, and a service the shop does not have', async () => {
    const wrong = await setService('disposal', { priceCents: -1, offered: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: { msg: string }[] }>().errors.map((e) => e.msg)).toEqual([
      'The price must be an amount from $0.00 to $1000.00.',
      'Say whether the service is offered.',
    ]);
    for (const priceCents of [100_001, 12.5, '120']) {
      expect((await setService('disposal', { priceCents, offered: true })).statusCode).toBe(400);
    }
    expect((await setService('waterbed', { priceCents: 100, offered: true })).statusCode).toBe(400);
    expect((await services()).find((s) => s.code === 'disposal')?.priceCents).toBe(12_000);
  });

  it('become lines of the order at the shop’s prices, the voucher off the goods only, GST to the cent', async () => {
    const { browser } = await shopperWithMattress();
    await insertVoucher(shop, { code: 'SERVICES10', percentOff: 10 });
    await applyVoucher(browser, 'SERVICES10');
    // A price the browser names is not the shop's: it is not read.
    const started = await checkout(browser, [
      { code: 'disposal', qty: 2, priceCents: 1 },
      { code: 'shifting', qty: 1 },
    ]);
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = sandboxSessionIdOf(started.json<{ url: string }>().url);
    const page = await shop.app.inject({ method: 'GET', url: `/checkout/pay/${sessionId}` });
    expect(page.body).toContain('Waterbed disposal');
    expect((await paySandbox(shop, sessionId)).statusCode).toBe(303);

    const lookup = checkoutLookupSchema.parse(
      (await browser.get(`/api/orders/lookup?session_id=${sessionId}`)).json(),
    );
    expect(
      lookup.items.slice(1).map((i) => [i.name, i.qty, i.unit_price_cents, i.product_id]),
    ).toEqual([
      ['Waterbed disposal', 2, 12_000, null],
      ['Shifting service', 1, 24_000, null],
    ]);
    // Goods 1,234.55 less 10 % (123.46 rounded half up) plus services 480.00.
    const { order } = lookup;
    expect([order.subtotal_cents, order.discount_cents, order.total_cents]).toEqual([
      171_455, 12_346, 159_109,
    ]);
    const invoice = pdfText((await browser.get(order.receipt_url)).rawPayload);
    expect(invoice).toContain('Waterbed disposal');
    expect(invoice).toContain('$240.00');
    expect(invoice).toContain(formatCents(gstIncludedCents(159_109)));
    expect(formatCents(gstIncludedCents(159_109))).toBe('$131.37');

    const sheet = runSheetSchema.parse(
      (await shop.admin.get(`/api/admin/run-sheet?date=${DAY}`)).json(),
    );
    const stop = sheet.windows[0]?.stops.find((s) => s.orderId === order.order_id);
    expect(stop?.services).toEqual([
      { name: 'Waterbed disposal', qty: 2 },
      { name: 'Shifting service', qty: 1 },
    ]);
    expect(stop?.items.map((item) => item.name)).toEqual([lookup.items[0]?.name]);

    // Refunded by lines: the mattress what was paid for it, the voucher taken off; a service
    // its whole price, which no voucher touched; together, the order's total to the cent.
    const detail = adminOrderItemsSchema.parse(
      (await shop.admin.get(`/api/orders/admin/orders/${order.order_id}/items`)).json(),
    );
    const refunded = async (name: string, qty: number) => {
      const item = detail.items.find((candidate) => candidate.name === name);
      const answer = await shop.admin.post(`/api/orders/admin/orders/${order.order_id}/refunds`, {
        lines: [{ itemId: item?.item_id, qty, restock: false }],
        reason: `${name} refunded`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return refundResponseSchema.parse(answer.json()).refund.amountCents;
    };
    expect(await refunded('Waterbed disposal', 2)).toBe(24_000);
    expect(await refunded(lookup.items[0]?.name ?? '', 1)).toBe(111_109);
    expect(await refunded('Shifting service', 1)).toBe(24_000);
    expect(24_000 + 111_109 + 24_000).toBe(order.total_cents);
  });

  it('refuses a service no longer offered, and wrong choices, all at once, holding nothing', async () => {
    const { browser, productId } = await shopperWithMattress();
    await setService('transport', { priceCents: 12_000, offered: false });
    try {
      const refused = await checkout(browser, [{ code: 'transport', qty: 1 }]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: { msg: string; path?: string }[] }>().errors).toEqual([
        expect.objectContaining({
          msg: 'Transporting an existing product is no longer offered. Remove it from your delivery to continue.',
          path: 'services',
        }),
      ]);
      expect(await productStockOf(shop, productId)).toBe(5);
    } finally {
      await setService('transport', { priceCents: 12_000, offered: true });
    }

    const wrong = await checkout(browser, [
      { code: 'disposal', qty: 0 },
      { code: 'pest-control', qty: 1 },
      { code: 'shifting', qty: 6 },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: { msg: string }[] }>().errors.map((e) => e.msg)).toEqual([
      'Choose from 1 to 5 of a service.',
      'Choose a service the shop offers.',
      'Choose from 1 to 5 of a service.',
    ]);
    const twice = await checkout(browser, [
      { code: 'disposal', qty: 1 },
      { code: 'disposal', qty: 1 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ errors: { msg: string }[] }>().errors.map((e) => e.msg)).toEqual([
      'Each service can be chosen once; set its quantity instead.',
    ]);
    expect(await productStockOf(shop, productId)).toBe(5);
    // Without services the same bag checks out as before.
    expect((await checkout(browser, [])).statusCode).toBe(200);
  });

  it('books urgent same-day delivery for today in a window at least 3 hours away, and only so', async () => {
    // Wednesday 2 Dec, 10am: 1pm–4pm and 3pm–6pm are far enough ahead, 10am–1pm is not.
    const slots = deliverySlotsResponseSchema.parse(
      (await new BrowserSession(shop.app).get('/api/checkout/delivery-slots')).json(),
    );
    expect(slots.sameDay).toEqual({
      date: TODAY,
      label: 'Today, Wed, 2 Dec 2026',
      windows: [
        { id: '13-16', label: '1pm–4pm' },
        { id: '15-18', label: '3pm–6pm' },
      ],
    });
    const { browser } = await shopperWithMattress();
    const urgent = [{ code: 'urgent', qty: 1 }];
    const refusals: [unknown, string, string, string][] = [
      [[], TODAY, '13-16', 'The earliest delivery date is'],
      [urgent, DAY, '13-16', 'Urgent same-day delivery is delivered today, Wed, 2 Dec 2026'],
      [urgent, TODAY, '10-13', 'That window starts too soon'],
      [[{ code: 'urgent', qty: 2 }], TODAY, '13-16', 'Urgent same-day delivery is had once'],
    ];
    for (const [services, day, window, message] of refusals) {
      const refused = await checkout(browser, services, day, window);
      expect(refused.statusCode, `${day} ${window}`).toBe(400);
      expect(refused.json<{ errors: { msg: string }[] }>().errors[0]?.msg).toMatch(
        new RegExp(`^${message}`),
      );
    }

    const started = await checkout(browser, urgent, TODAY, '13-16');
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = sandboxSessionIdOf(started.json<{ url: string }>().url);
    expect((await paySandbox(shop, sessionId)).statusCode).toBe(303);
    const lookup = checkoutLookupSchema.parse(
      (await browser.get(`/api/orders/lookup?session_id=${sessionId}`)).json(),
    );
    expect(lookup.order.delivery).toMatchObject({ date: TODAY, window: '13-16' });
    expect(lookup.items.at(-1)).toMatchObject({
      name: 'Urgent same-day delivery',
      qty: 1,
      unit_price_cents: 12_000,
      service_code: 'urgent',
    });
    expect(lookup.order.total_cents).toBe(123_455 + 12_000);

    // Switched off by staff: not offered, and not booked.
    await setService('urgent', { priceCents: 12_000, offered: false });
    try {
      const off = deliverySlotsResponseSchema.parse(
        (await new BrowserSession(shop.app).get('/api/checkout/delivery-slots')).json(),
      );
      expect(off.sameDay).toBeNull();
      const { browser: next } = await shopperWithMattress();
      expect((await checkout(next, urgent, TODAY, '15-18')).statusCode).toBe(400);
    } finally {
      await setService('urgent', { priceCents: 12_000, offered: true });
    }
  });
});
