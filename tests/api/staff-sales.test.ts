import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, orders } from '#server/db/schema/index.js';
import { fixedClock } from '#server/lib/clock.js';
import { sweepExpiredCheckouts } from '#server/modules/checkout/sweeper.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import type { BrowserSession } from '#tests/helpers/browser-session.js';
import {
  checkoutStateOf,
  firstSlot,
  insertVoucher,
  paySandbox,
  sandboxSessionIdOf,
  sizeIdOf,
  stockOf,
  voucherUsesOf,
} from '#tests/helpers/checkout.js';
import { lastMailTo, mailTo } from '#tests/helpers/mailbox.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

/** A Wednesday morning in Singapore: the same bookable days on every run. */
const clock = fixedClock('2026-12-02T10:00:00+08:00');

let shop: AdminTestApp;
let store: BrowserSession;
let counter = 0;

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
  store = await shop.staff('ubi.staff@8ettersleep.test', 'store');
});
afterAll(() => shop.close());

/** A mattress of its own per test, in one size with `stock` units: 1,299.00 GST included. */
async function mattress(stock: number): Promise<{ productId: number; sizeId: number }> {
  counter += 1;
  const productId = await insertProduct(shop, {
    name: `Showroom Mattress ${counter}`,
    priceCents: 129_900,
    firmness: 6,
    sizes: [{ label: '152x190', sizeName: 'Queen', priceDeltaCents: 20_000, stockQty: stock }],
  });
  return { productId, sizeId: await sizeIdOf(shop, productId, '152x190') };
}

function sale(productId: number, values: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `walk.in.${counter}@example.sg`,
    name: 'Lim Wei Jie',
    phone: '9123 4567',
    addressLine: '3 Ubi Avenue 3',
    unitNumber: '#05-12',
    postalCode: '408857',
    channel: 'showroom',
    showroomId: 1,
    lines: [{ productId, sizeLabel: '152x190', quantity: 1 }],
    ...values,
  };
}

async function orderOfSession(providerSessionId: string) {
  const session = await checkoutStateOf(shop, providerSessionId);
  if (!session) return [];
  return shop.database.db.select().from(orders).where(eq(orders.checkoutSessionId, session.id));
}

describe('staff sales: a payment link', () => {
  it('holds the stock, mails the link, and makes exactly one order with its channel and seller when paid', async () => {
    const { productId, sizeId } = await mattress(3);
    const body = sale(productId, { lines: [{ productId, sizeLabel: '152x190', quantity: 2 }] });
    const sent = await store.post('/api/admin/staff-sales/payment-link', body);
    expect(sent.statusCode, sent.body).toBe(201);
    const link = sent.json<{ url: string; totalCents: number; email: string }>();
    // Priced by the server: (1,299.00 + 200.00) × 2.
    expect(link.totalCents).toBe(299_800);
    expect(await stockOf(shop, sizeId)).toBe(1);
    const mail = await lastMailTo(shop, body.email, 'pay securely online');
    expect(mail.text).toContain(link.url);
    expect(mail.text).toContain('8etterSleep Gallery, Ubi');

    const sessionId = sandboxSessionIdOf(link.url);
    expect((await orderOfSession(sessionId)).length).toBe(0);
    const paid = await paySandbox(shop, sessionId, { email: body.email, name: body.name });
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    // Pressing Pay again (a second tab) changes nothing.
    await paySandbox(shop, sessionId, { email: body.email, name: body.name });

    const placed = await orderOfSession(sessionId);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      channel: 'showroom',
      showroomId: 1,
      createdByEmail: 'ubi.staff@8ettersleep.test',
      email: body.email,
      totalCents: 299_800,
      shippingLine1: '3 Ubi Avenue 3, #05-12',
      shippingPostal: '408857',
      phone: '+65 9123 4567',
    });
    expect(placed[0]?.createdByUserId).toEqual(expect.any(Number));
    expect(await stockOf(shop, sizeId)).toBe(1);
    const confirmations = (await mailTo(shop, body.email)).filter((m) =>
      m.subject.includes('confirmed'),
    );
    expect(confirmations).toHaveLength(1);

    const listed = await shop.admin.get(
      `/api/orders/admin/orders?q=${encodeURIComponent(body.email)}`,
    );
    expect(listed.json().orders[0]).toMatchObject({
      channel: 'showroom',
      showroomId: 1,
      createdByEmail: 'ubi.staff@8ettersleep.test',
    });
  });

  it('expires like a web checkout and gives its stock and voucher use back', async () => {
    const { productId, sizeId } = await mattress(1);
    const voucherId = await insertVoucher(shop, { code: `SHOWROOM${counter}`, percentOff: 10 });
    const body = sale(productId, {
      channel: 'phone',
      showroomId: null,
      voucherCode: `showroom${counter}`,
    });
    const sent = await store.post('/api/admin/staff-sales/payment-link', body);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().totalCents).toBe(134_910);
    expect(await stockOf(shop, sizeId)).toBe(0);
    expect(await voucherUsesOf(shop, voucherId)).toBe(1);

    const sessionId = sandboxSessionIdOf(sent.json<{ url: string }>().url);
    await sweepExpiredCheckouts(shop.app.checkout, shop.fromNow(31 * 60_000));
    expect((await checkoutStateOf(shop, sessionId))?.state).toBe('released');
    expect(await stockOf(shop, sizeId)).toBe(1);
    expect(await voucherUsesOf(shop, voucherId)).toBe(0);
    // The link no longer pays.
    expect((await paySandbox(shop, sessionId)).statusCode).toBe(410);
    expect(await orderOfSession(sessionId)).toHaveLength(0);
  });
});

describe('staff sales: a payment taken at the counter', () => {
  it('places the order at once with its method, reference, invoice and confirmation mail', async () => {
    const { productId, sizeId } = await mattress(2);
    const slot = await firstSlot(shop);
    const body = sale(productId, {
      method: 'nets',
      reference: 'NETS-000123',
      deliveryDate: slot.date,
      deliveryWindow: slot.window,
    });
    const recorded = await store.post('/api/admin/staff-sales/counter-payment', body);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const { orderId, receiptUrl } = recorded.json<{ orderId: number; receiptUrl: string }>();
    expect(await stockOf(shop, sizeId)).toBe(1);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      status: 'paid',
      channel: 'showroom',
      paymentMethod: 'nets',
      paymentReference: 'NETS-000123',
      deliveryDate: slot.date,
      deliveryWindow: slot.window,
      shippingName: 'Lim Wei Jie',
      totalCents: 149_900,
    });
    const [session] = await shop.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, order?.checkoutSessionId ?? 0));
    expect(session).toMatchObject({ provider: 'counter', state: 'completed' });
    const mail = await lastMailTo(shop, body.email, 'confirmed');
    expect(mail.text).toContain('Paid by: NETS');
    expect(mail.raw).toContain('application/pdf');
    const receipt = await store.get(receiptUrl);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
  });

  it('prices a draft on the server, the voucher by the checkout’s rules', async () => {
    const { productId } = await mattress(5);
    await insertVoucher(shop, { code: `TAKE${counter}`, amountOffCents: 10_000 });
    const quote = await store.post('/api/admin/staff-sales/quote', {
      lines: [{ productId, sizeLabel: '152x190', quantity: 2, unitPriceCents: 1 }],
      voucherCode: `take${counter}`,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      goodsCents: 299_800,
      discountCents: 10_000,
      totalCents: 289_800,
      gstCents: 23_928,
      voucherCode: `TAKE${counter}`,
      problems: [],
    });
    const short = await store.post('/api/admin/staff-sales/quote', {
      lines: [{ productId, sizeLabel: '152x190', quantity: 6 }],
      voucherCode: 'NOSUCHCODE',
    });
    expect(short.json().problems).toEqual([
      {
        msg: `Only 5 of Showroom Mattress ${counter} (Queen 152x190) left.`,
        path: 'lines.0.quantity',
      },
      { msg: 'This voucher code is not valid.', path: 'voucherCode' },
    ]);
  });
});

describe('staff sales: refusals', () => {
  it('refuses customers and catalogue staff on every route', async () => {
    const customer = await shop.customer('curious.customer@example.sg');
    const catalogue = await shop.staff('catalogue.editor@8ettersleep.test', 'catalogue');
    const calls = [
      ['GET', '/api/admin/staff-sales/customers?q=lim'],
      ['GET', '/api/admin/staff-sales/customer?email=a%40example.sg'],
      ['POST', '/api/admin/staff-sales/quote'],
      ['POST', '/api/admin/staff-sales/payment-link'],
      ['POST', '/api/admin/staff-sales/counter-payment'],
    ] as const;
    for (const [method, url] of calls) {
      const asCustomer = await customer.request(method, url, method === 'GET' ? {} : { body: {} });
      expect(asCustomer.json().code, url).toBe('admin_only');
      const asCatalogue = await catalogue.request(
        method,
        url,
        method === 'GET' ? {} : { body: {} },
      );
      expect(asCatalogue.json().code, url).toBe('outside_role');
    }
  });

  it('lists every problem of a sale at once, holding nothing', async () => {
    const { productId, sizeId } = await mattress(1);
    const answer = await store.post('/api/admin/staff-sales/counter-payment', {
      email: 'not-an-email',
      name: '',
      phone: '12',
      postalCode: '4088',
      channel: 'showroom',
      showroomId: 9,
      deliveryDate: '2026-12-06',
      deliveryWindow: '10-13',
      voucherCode: 'NOSUCHCODE',
      lines: [
        { productId, sizeLabel: '152x190', quantity: 2 },
        { productId, sizeLabel: '999x999', quantity: 1 },
      ],
      method: 'cheque',
      reference: '',
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().code).toBe('invalid_input');
    const paths = answer.json<{ errors: { path?: string }[] }>().errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'email',
        'name',
        'phone',
        'addressLine',
        'postalCode',
        'showroomId',
        'method',
        'reference',
        // The schema's, the catalogue's and the calendar's problems in one answer.
        'lines.0.quantity',
        'lines.1.sizeLabel',
        'voucherCode',
        'deliveryDate',
      ]),
    );
    expect(await stockOf(shop, sizeId)).toBe(1);
  });

  it('refuses a delivery window that is full', async () => {
    const { productId, sizeId } = await mattress(2);
    const slot = await firstSlot(shop);
    const closed = await shop.admin.put('/api/admin/delivery-places/day', {
      date: slot.date,
      window: slot.window,
      places: 0,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const answer = await store.post(
      '/api/admin/staff-sales/payment-link',
      sale(productId, { deliveryDate: slot.date, deliveryWindow: slot.window }),
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().code).toBe('delivery_window_full');
    expect(await stockOf(shop, sizeId)).toBe(2);
    await shop.admin.put('/api/admin/delivery-places/day', {
      date: slot.date,
      window: null,
      places: 8,
    });
  });

  it('sells the last unit once when two staff race for it', async () => {
    const { productId, sizeId } = await mattress(1);
    const other = await shop.staff(`tampines.staff.${counter}@8ettersleep.test`, 'store');
    const counterSale = sale(productId, { method: 'cash', reference: 'R-1', showroomId: 2 });
    const answers = await Promise.all([
      store.post('/api/admin/staff-sales/counter-payment', counterSale),
      other.post('/api/admin/staff-sales/payment-link', sale(productId)),
      other.post('/api/admin/staff-sales/counter-payment', { ...counterSale, reference: 'R-2' }),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(
      codes.filter((code) => code === 201),
      answers.map((a) => a.body).join('\n'),
    ).toHaveLength(1);
    expect(codes.filter((code) => code === 409 || code === 400)).toHaveLength(2);
    expect(await stockOf(shop, sizeId)).toBe(0);
  });
});

describe('staff sales in analytics', () => {
  const summary = async () => {
    const answer = await shop.admin.get('/api/analytics/orders/summary?days=1');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{
      paidCount: number;
      revenueCents: number;
      revenueByChannel: { channel: string; paidCount: number; revenueCents: number }[];
      revenueByMethod: { method: string | null; revenueCents: number }[];
    }>();
  };
  const channel = (of: Awaited<ReturnType<typeof summary>>, name: string) =>
    of.revenueByChannel.find((row) => row.channel === name);

  it('splits the summary by channel, adding up to its figures to the cent', async () => {
    const before = await summary();
    const { productId } = await mattress(1);
    const phoneSale = sale(productId, {
      channel: 'phone',
      showroomId: null,
      method: 'cash',
      reference: 'CASH-9',
    });
    const recorded = await store.post('/api/admin/staff-sales/counter-payment', phoneSale);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const after = await summary();
    expect(after.revenueByChannel.map((row) => row.channel)).toEqual([
      'online',
      'showroom',
      'phone',
    ]);
    expect(channel(after, 'phone')?.paidCount).toBe((channel(before, 'phone')?.paidCount ?? 0) + 1);
    expect(channel(after, 'phone')?.revenueCents).toBe(
      (channel(before, 'phone')?.revenueCents ?? 0) + 149_900,
    );
    expect(channel(after, 'online')).toEqual(channel(before, 'online'));
    for (const figures of [before, after]) {
      const sum = (key: 'paidCount' | 'revenueCents') =>
        figures.revenueByChannel.reduce((total, row) => total + row[key], 0);
      expect(sum('paidCount')).toBe(figures.paidCount);
      expect(sum('revenueCents')).toBe(figures.revenueCents);
    }
    const cash = (of: typeof before) =>
      of.revenueByMethod.find((row) => row.method === 'cash')?.revenueCents ?? 0;
    expect(cash(after)).toBe(cash(before) + 149_900);
  });
});
