import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock.js';
import { adminOrderItemsSchema, refundResponseSchema } from '#shared/schemas/admin-order.js';
import {
  analyticsDailySchema,
  analyticsSummarySchema,
  analyticsTopProductsSchema,
  toFulfillPageSchema,
} from '#shared/schemas/analytics.js';
import { shopDay } from '#shared/time.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { addToBag, payForBag } from '#tests/helpers/checkout.js';
import { readCsv } from '#tests/helpers/csv-reader.js';
import { insertCheckoutAt, insertOrderAt } from '#tests/helpers/order-fixtures.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

const ENDPOINTS = ['summary', 'daily', 'top-products', 'to-fulfill', 'sales.csv'] as const;

let shop: AdminTestApp;
let admin: BrowserSession;
/** Fixture order ids by their number in the table below. */
const order: Record<number, number> = {};

async function get(path: string) {
  const response = await admin.get(`/api/analytics/orders/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

interface CsvSaleLine {
  date: string;
  time: string;
  orderId: number;
  status: string;
  product: string;
  qty: number;
  subtotalCents: number;
  revenueCents: number;
}

/** The sales CSV of a range, read back as a spreadsheet would. */
async function salesCsv(query: string) {
  const response = await admin.get(`/api/analytics/orders/sales.csv?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header = [], ...rows] = readCsv(response.body);
  const cents = (dollars: string | undefined) => Math.round(Number(dollars) * 100);
  const lines = rows.map((cell): CsvSaleLine => {
    return {
      date: cell[0] ?? '',
      time: cell[1] ?? '',
      orderId: Number(cell[2]),
      status: cell[4] ?? '',
      product: cell[7] ?? '',
      qty: Number(cell[8]),
      subtotalCents: cents(cell[9]),
      revenueCents: cents(cell[10]),
    };
  });
  return {
    header: header.join(','),
    lines,
    raw: response.body,
    disposition: response.headers['content-disposition'],
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
function sumBy<T>(items: T[], key: (item: T) => string | number, value: (item: T) => number) {
  const sums = new Map<string | number, number>();
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + value(item));
  return sums;
}

const DAY = 86_400_000;
/**
 * The shop's clock, pinned to a Wednesday afternoon in Singapore: "today" and "this week" are the
 * same on every run (a run that straddled Singapore's midnight used to see two todays).
 */
const NOW = '2026-11-25T15:30:00+08:00';
const clock = fixedClock(NOW);
const MARCH = 'start=2026-03-02&end=2026-03-09';

beforeAll(async () => {
  shop = await createAdminTestApp({}, {}, { clock });
  admin = shop.admin;
  const product = async (name: string, priceCents: number) => ({
    productId: await insertProduct(shop, { name, priceCents }),
    name,
    unitPriceCents: priceCents,
  });
  const aurora = await product('Aurora Mattress', 100_000);
  const breeze = await product('Breeze Pillow', 5_000);
  const cloud = await product('Cloud Protector', 2_000);
  const dream = await product('Dream Sheet', 1_000);
  const eve = await product('Eve Bolster', 1_000);
  const fjord = await product('Fjord Cover', 1_000);
  const retired = { productId: null, name: 'Retired Topper', unitPriceCents: 3_000 };

  // Singapore is UTC+8: 16:00Z is midnight there. 2026-03-08 is a Sunday, 03-09 a Monday.
  const fixture = [
    /* 1: the previous period's last second */ {
      createdAt: '2026-03-01T15:59:59Z',
      lines: [{ ...aurora, qty: 1 }],
    },
    /* 2: $100 less $10 */ {
      createdAt: '2026-03-01T16:00:00Z',
      lines: [{ ...breeze, qty: 2 }],
      discountCents: 1_000,
    },
    /* 3 */ {
      createdAt: '2026-03-02T10:00:00Z',
      lines: [{ ...aurora, qty: 1 }],
      status: 'processing' as const,
    },
    /* 4 */ { createdAt: '2026-03-08T15:59:59Z', lines: [{ ...cloud, qty: 3 }] },
    /* 5 */ {
      createdAt: '2026-03-08T16:00:00Z',
      lines: [
        { ...breeze, qty: 1 },
        { ...retired, qty: 3 },
      ],
    },
    /* 6: refunded, so not a sale */ {
      createdAt: '2026-03-09T03:00:00Z',
      lines: [{ ...aurora, qty: 5 }],
      status: 'refunded' as const,
    },
    /* 7: failed, so never a sale */ {
      createdAt: '2026-03-09T04:00:00Z',
      lines: [{ ...cloud, qty: 10 }],
      status: 'failed' as const,
    },
    /* 8: a voucher larger than the order: total 0 */ {
      createdAt: '2026-03-09T15:59:59Z',
      lines: [{ ...aurora, qty: 1 }],
      discountCents: 200_000,
    },
    /* 9: the day after the range */ {
      createdAt: '2026-03-09T16:00:00Z',
      lines: [{ ...breeze, qty: 1 }],
      shipped: true,
    },
    /* 10: shipped already, so a sale but not in the queue */ {
      createdAt: '2026-03-05T02:00:00Z',
      lines: [
        { ...fjord, qty: 1 },
        { ...eve, qty: 1 },
        { ...dream, qty: 1 },
      ],
      shipped: true,
    },
    /* 11: $30 less $10 over three equal lines: 666.67 each, so 667 + 667 + 666 */ {
      createdAt: '2026-03-06T02:00:00Z',
      lines: [
        { ...dream, qty: 1 },
        { ...eve, qty: 1 },
        { ...fjord, qty: 1 },
      ],
      discountCents: 1_000,
      status: 'processing' as const,
    },
    /* 12: 10 % off $70: $18 and $45 */ {
      createdAt: '2026-03-07T01:00:00Z',
      lines: [
        { ...cloud, qty: 1 },
        { ...breeze, qty: 1 },
      ],
      discountCents: 700,
    },
  ];
  for (const [index, values] of fixture.entries()) {
    order[index + 1] = await insertOrderAt(shop, {
      ...values,
      email: `order${index + 1}@example.sg`,
    });
  }
  // Checkouts opened and not paid: two in March's range, one the day after, one in the previous
  // period; one still open (not ended, so neither abandoned nor converted).
  for (const [createdAt, totalCents] of [
    ['2026-03-03T02:00:00Z', 50_000],
    ['2026-03-09T15:59:59Z', 7_000],
    ['2026-03-09T16:00:00Z', 9_900],
    ['2026-02-25T02:00:00Z', 20_000],
  ] as const) {
    await insertCheckoutAt(shop, { createdAt, totalCents, state: 'released' });
  }
  await insertCheckoutAt(shop, {
    createdAt: '2026-03-04T02:00:00Z',
    totalCents: 4_000,
    state: 'open',
  });
});
afterAll(() => shop.close());
afterEach(() => clock.set(NOW));

describe('orders analytics', () => {
  it('answers visitors 401 and customers 403', async () => {
    const visitor = new BrowserSession(shop.app);
    const customer = await shop.customer('curious.customer@example.sg');
    for (const endpoint of ENDPOINTS) {
      const url = `/api/analytics/orders/${endpoint}?days=30`;
      expect((await visitor.get(url)).statusCode).toBe(401);
      const forbidden = await customer.get(url);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Admins only', code: 'admin_only' });
    }
  });

  it('counts sales (paid and processing) at what was charged, by Singapore days', async () => {
    const summary = analyticsSummarySchema.parse(await get(`summary?${MARCH}`));
    // Sales in range: 2 ($90), 3 ($1,000), 4 ($60), 5 ($140), 8 ($0), 10 ($30), 11 ($20),
    // 12 ($63); 1 is on 1 March in Singapore, 6 refunded, 7 failed, 9 on 10 March.
    expect(summary).toMatchObject({
      paidCount: 8,
      revenue: 1_403,
      revenueCents: 140_300,
      avgOrderValue: 175.38,
      avgOrderValueCents: 17_538,
      range: { start: '2026-03-02', end: '2026-03-09', days: 8 },
    });
    const firstDay = analyticsSummarySchema.parse(
      await get('summary?start=2026-03-01&end=2026-03-01'),
    );
    expect(firstDay).toMatchObject({ paidCount: 1, revenue: 1_000, avgOrderValue: 1_000 });
    const none = analyticsSummarySchema.parse(await get('summary?start=2026-02-01&end=2026-02-10'));
    expect(none).toMatchObject({ paidCount: 0, revenue: 0, avgOrderValue: 0 });
  });

  it('compares each figure with the previous period of the same length', async () => {
    const summary = analyticsSummarySchema.parse(await get(`summary?${MARCH}`));
    expect(summary.previous).toMatchObject({
      range: { start: '2026-02-22', end: '2026-03-01', days: 8 },
      paidCount: 1,
      revenueCents: 100_000,
      avgOrderValueCents: 100_000,
      abandonedCheckouts: 1,
      abandonedCents: 20_000,
      conversionRate: 0.5,
    });
    const previous = analyticsSummarySchema.parse(
      await get('summary?start=2026-02-22&end=2026-03-01'),
    );
    expect(previous).toMatchObject({
      paidCount: summary.previous.paidCount,
      revenueCents: summary.previous.revenueCents,
      abandonedCheckouts: summary.previous.abandonedCheckouts,
      conversionRate: summary.previous.conversionRate,
    });
  });

  it('counts abandoned checkouts, their value and the conversion to sales', async () => {
    const summary = analyticsSummarySchema.parse(await get(`summary?${MARCH}`));
    // Ended checkouts opened in range: 10 paid (orders 2-8 and 10-12), 8 of them sales now, and
    // 2 abandoned ($500 + $70); the open one has not ended.
    expect(summary).toMatchObject({
      abandonedCheckouts: 2,
      abandonedCents: 57_000,
      abandonedValue: 570,
      conversionRate: 0.6667,
    });
  });

  it('gives every day of the range, days without sales at 0', async () => {
    const daily = analyticsDailySchema.parse(await get(`daily?${MARCH}`));
    expect(daily.map((day) => [day.date, day.revenueCents, day.paidCount])).toEqual([
      ['2026-03-02', 109_000, 2],
      ['2026-03-03', 0, 0],
      ['2026-03-04', 0, 0],
      ['2026-03-05', 3_000, 1],
      ['2026-03-06', 2_000, 1],
      ['2026-03-07', 6_300, 1],
      ['2026-03-08', 6_000, 1],
      ['2026-03-09', 14_000, 2],
    ]);
    expect(daily[0]?.revenue).toBe(1_090);
  });

  it('ranks products by pieces, then their share of what was charged, then name', async () => {
    const top = analyticsTopProductsSchema.parse(await get(`top-products?${MARCH}`));
    expect(top.map((p) => [p.name, p.qty, p.revenueCents])).toEqual([
      ['Breeze Pillow', 4, 18_500],
      ['Cloud Protector', 4, 7_800],
      ['Retired Topper', 3, 9_000],
      ['Aurora Mattress', 2, 100_000],
      ['Dream Sheet', 2, 1_667],
    ]);
    expect(top[3]?.revenue).toBe(1_000);
    expect(top[2]?.productId).toBeNull();
  });

  it('writes a CSV whose lines add up to every card, chart point and top product', async () => {
    const [summary, daily, top, queue] = await Promise.all([
      get(`summary?${MARCH}`).then((body) => analyticsSummarySchema.parse(body)),
      get(`daily?${MARCH}`).then((body) => analyticsDailySchema.parse(body)),
      get(`top-products?${MARCH}`).then((body) => analyticsTopProductsSchema.parse(body)),
      get(`to-fulfill?${MARCH}&limit=100`).then((body) => toFulfillPageSchema.parse(body)),
    ]);
    const csv = await salesCsv(MARCH);
    expect(csv.disposition).toBe(
      'attachment; filename="8ettersleep-sales-2026-03-02-to-2026-03-09.csv"',
    );
    expect(csv.header).toBe(
      'Date (Singapore),Time (Singapore),Order ID,Email,Status,Voucher,Product ID,Product,Qty,Line Subtotal,Revenue',
    );
    const { lines } = csv;
    expect(new Set(lines.map((line) => line.orderId)).size).toBe(summary.paidCount);
    expect(sum(lines.map((line) => line.revenueCents))).toBe(summary.revenueCents);
    const perDay = sumBy(
      lines,
      (line) => line.date,
      (line) => line.revenueCents,
    );
    for (const day of daily) expect(perDay.get(day.date) ?? 0, day.date).toBe(day.revenueCents);
    const perProduct = sumBy(
      lines,
      (line) => line.product,
      (line) => line.revenueCents,
    );
    const pieces = sumBy(
      lines,
      (line) => line.product,
      (line) => line.qty,
    );
    for (const product of top) {
      expect(perProduct.get(product.name), product.name).toBe(product.revenueCents);
      expect(pieces.get(product.name), product.name).toBe(product.qty);
    }
    const perOrder = sumBy(
      lines,
      (line) => line.orderId,
      (line) => line.revenueCents,
    );
    for (const row of queue.rows) expect(perOrder.get(row.orderId)).toBe(row.amountSGD * 100);
    // Singapore time: order 2 was placed at its midnight; 11's discount split 667/667/666.
    expect(lines.find((line) => line.orderId === order[2])).toMatchObject({
      date: '2026-03-02',
      time: '00:00:00',
      status: 'paid',
      subtotalCents: 10_000,
      revenueCents: 9_000,
    });
    expect(
      lines.filter((line) => line.orderId === order[11]).map((line) => line.revenueCents),
    ).toEqual([667, 667, 666]);
    expect(lines.some((line) => [order[6], order[7], order[9]].includes(line.orderId))).toBe(false);
  });

  it('writes a CSV no spreadsheet runs a formula from, whatever its separator', async () => {
    // Text a spreadsheet set to `;`, tab or `|` would split into formulas of their own.
    const name = 'Blk 1;=2+5;@SUM(1)|=3+4\t=5+6';
    const productId = await insertProduct(shop, { name, priceCents: 1_000 });
    await insertOrderAt(shop, {
      createdAt: '2026-06-01T02:00:00Z',
      lines: [{ productId, name, qty: 1, unitPriceCents: 1_000 }],
      email: '-shopper@example.sg',
    });
    const { raw } = await salesCsv('start=2026-06-01&end=2026-06-01');
    for (const separator of [',', ';', '\t', '|']) {
      const cells = readCsv(raw, separator).flat();
      expect(
        cells.filter((cell) => /^\s*[=+\-@]/.test(cell)),
        separator,
      ).toEqual([]);
    }
    const [, sale = []] = readCsv(raw);
    expect(sale[7]).toBe(name);
    expect(sale[3]).toBe("'-shopper@example.sg");
  });

  it('pages the unshipped sales, oldest first', async () => {
    const page = (offset: number) => get(`to-fulfill?${MARCH}&limit=2&offset=${offset}`);
    const first = toFulfillPageSchema.parse(await page(0));
    expect(first).toMatchObject({ total: 7, limit: 2, offset: 0 });
    expect(first.rows.map((row) => row.orderId)).toEqual([order[2], order[3]]);
    expect(first.rows[0]).toMatchObject({
      createdAt: '2026-03-01T16:00:00.000Z',
      email: 'order2@example.sg',
      itemsCount: 2,
      shippingLine1: '1 Fixture Road',
      shippingPostal: '018989',
      status: 'paid',
      amountSGD: 90,
      receiptUrl: `/api/orders/${order[2]}/receipt`,
    });
    expect(first.rows[1]).toMatchObject({ status: 'processing', amountSGD: 1_000 });
    const second = toFulfillPageSchema.parse(await page(2));
    expect(second.rows.map((row) => [row.orderId, row.itemsCount])).toEqual([
      [order[11], 3],
      [order[12], 2],
    ]);
    const third = toFulfillPageSchema.parse(await page(4));
    expect(third.rows.map((row) => [row.orderId, row.itemsCount])).toEqual([
      [order[4], 3],
      [order[5], 4],
    ]);
    const last = toFulfillPageSchema.parse(await page(6));
    expect(last.rows.map((row) => [row.orderId, row.amountSGD])).toEqual([[order[8], 0]]);
    const beyond = toFulfillPageSchema.parse(await page(10));
    expect(beyond).toEqual({ rows: [], total: 7, limit: 2, offset: 10 });
    const defaults = toFulfillPageSchema.parse(await get(`to-fulfill?${MARCH}`));
    expect(defaults).toMatchObject({ total: 7, limit: 25, offset: 0 });
  });

  it('follows an order through its statuses: processing stays a sale, refunded leaves for good', async () => {
    const MAY = 'start=2026-05-04&end=2026-05-04';
    const line = { productId: null, name: 'Status Pillow', unitPriceCents: 3_333, qty: 3 };
    const id = await insertOrderAt(shop, {
      createdAt: '2026-05-04T04:00:00Z',
      lines: [line, { ...line, name: 'Status Sheet', unitPriceCents: 1_000, qty: 1 }],
      discountCents: 1_000,
    });
    const figures = async () => {
      const summary = analyticsSummarySchema.parse(await get(`summary?${MAY}`));
      const [day] = analyticsDailySchema.parse(await get(`daily?${MAY}`));
      const top = analyticsTopProductsSchema.parse(await get(`top-products?${MAY}`));
      const queue = toFulfillPageSchema.parse(await get(`to-fulfill?${MAY}`));
      const csv = await salesCsv(MAY);
      return {
        sales: summary.paidCount,
        revenue: summary.revenueCents,
        day: day?.revenueCents,
        top: top.map((product) => [product.name, product.revenueCents]),
        queue: queue.total,
        csv: sum(csv.lines.map((csvLine) => csvLine.revenueCents)),
      };
    };
    // $99.99 + $10 less $10: 9,999 × 9,999 / 10,999 = 9,089.92 and 909.08 → 9,090 and 909.
    const counted = {
      sales: 1,
      revenue: 9_999,
      day: 9_999,
      top: [
        ['Status Pillow', 9_090],
        ['Status Sheet', 909],
      ],
      queue: 1,
      csv: 9_999,
    };
    const gone = { sales: 0, revenue: 0, day: 0, top: [], queue: 0, csv: 0 };
    expect(await figures()).toEqual(counted);
    const mark = async (status: string, answer = 200) => {
      const response = await admin.put(`/api/orders/admin/orders/${id}/status`, { status });
      expect(response.statusCode, response.body).toBe(answer);
      return response.json();
    };
    await mark('processing');
    expect(await figures()).toEqual(counted);
    await mark('paid');
    expect(await figures()).toEqual(counted);
    await mark('failed');
    expect(await figures()).toEqual(gone);
    await mark('refunded');
    expect(await figures()).toEqual(gone);
    // Only a payment makes a sale: a click cannot bring the refunded order's revenue back.
    expect((await mark('paid', 409)).code).toBe('status_change_refused');
    expect(await figures()).toEqual(gone);
  });

  it('lowers revenue by exactly a partial refund on the Singapore day it was made', async () => {
    // Placed yesterday evening in Singapore; refunded in part today (the pinned clock's day).
    const RANGE = 'start=2026-11-24&end=2026-11-25';
    const id = await insertOrderAt(shop, {
      createdAt: '2026-11-24T20:00:00+08:00',
      lines: [{ productId: null, name: 'Refunded Bolster', unitPriceCents: 12_345, qty: 2 }],
    });
    const figures = async () => {
      const summary = analyticsSummarySchema.parse(await get(`summary?${RANGE}`));
      const days = analyticsDailySchema.parse(await get(`daily?${RANGE}`));
      const csv = await salesCsv(RANGE);
      return {
        sales: summary.paidCount,
        revenue: summary.revenueCents,
        days: days.map((day) => day.revenueCents),
        csv: sum(csv.lines.map((line) => line.revenueCents)),
        refundLines: csv.lines.filter((line) => line.product.includes('(refund CN-')),
      };
    };
    const before = await figures();
    expect(before.csv).toBe(before.revenue);

    const refunded = await admin.post(`/api/orders/admin/orders/${id}/refunds`, {
      amountCents: 1_234,
      reason: 'Bolster cover torn',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = await figures();
    expect(after.sales).toBe(before.sales);
    expect(after.revenue).toBe(before.revenue - 1_234);
    expect(after.days).toEqual([before.days[0], (before.days[1] ?? 0) - 1_234]);
    // The CSV has the refund as a line of its own, on its day, and still adds up to the card.
    expect(after.csv).toBe(after.revenue);
    expect(after.refundLines.length - before.refundLines.length).toBe(1);
    expect(after.refundLines.at(-1)).toMatchObject({
      date: '2026-11-25',
      orderId: id,
      revenueCents: -1_234,
    });

    // Refunding the rest makes it no sale at all: its total and its refund leave together.
    const marked = await admin.put(`/api/orders/admin/orders/${id}/status`, { status: 'refunded' });
    expect(marked.statusCode, marked.body).toBe(200);
    const gone = await figures();
    expect(gone.sales).toBe(before.sales - 1);
    expect(gone.revenue).toBe(before.revenue - 24_690);
    expect(gone.days).toEqual([(before.days[0] ?? 0) - 24_690, before.days[1]]);
    expect(gone.csv).toBe(gone.revenue);
  });

  it('takes a refund off the products it gave money back for, in units and to the cent', async () => {
    const RANGE = 'start=2026-11-25&end=2026-11-25';
    const mattress = { productId: null, name: 'Trial Return Mattress', unitPriceCents: 100_000 };
    const pillow = { productId: null, name: 'Trial Return Pillow', unitPriceCents: 5_000 };
    const id = await insertOrderAt(shop, {
      createdAt: '2026-11-25T09:00:00+08:00',
      lines: [
        { ...mattress, qty: 1 },
        { ...pillow, qty: 3 },
      ],
      discountCents: 10_000,
    });
    const figures = async () => {
      const top = analyticsTopProductsSchema.parse(await get(`top-products?${RANGE}`));
      const csv = await salesCsv(RANGE);
      return Object.fromEntries(
        [mattress.name, pillow.name].map((name) => {
          const row = top.find((product) => product.name === name);
          const lines = csv.lines.filter((line) => line.product.startsWith(name));
          return [
            name,
            {
              qty: row?.qty,
              revenue: row?.revenueCents,
              csvQty: sum(lines.map((line) => (Number.isNaN(line.qty) ? 0 : line.qty))),
              csvRevenue: sum(lines.map((line) => line.revenueCents)),
            },
          ];
        }),
      );
    };
    const refund = async (body: Record<string, unknown>) => {
      const answer = await admin.post(`/api/orders/admin/orders/${id}/refunds`, body);
      expect(answer.statusCode, answer.body).toBe(200);
      return refundResponseSchema.parse(answer.json()).refund.amountCents;
    };
    const before = await figures();
    // $1,000 and 3 × $50 less $100: the pillows' share is 15,000 × 105,000 / 115,000 = 13,695.65.
    expect(before[pillow.name]).toMatchObject({ qty: 3, revenue: 13_696 });

    const { items } = adminOrderItemsSchema.parse(
      (await admin.get(`/api/orders/admin/orders/${id}/items`)).json(),
    );
    const pillowLine = items.find((item) => item.name === pillow.name);
    const byLines = await refund({
      lines: [{ itemId: pillowLine?.item_id, qty: 1, restock: true }],
      reason: 'Pillow returned',
    });
    expect(byLines).toBe(4_565);
    const afterLines = await figures();
    expect(afterLines[pillow.name]).toMatchObject({ qty: 2, revenue: 13_696 - 4_565 });
    expect(afterLines[mattress.name]).toEqual(before[mattress.name]);

    // A refund by amount falls on every line as charged; its parts add up to it exactly.
    await refund({ amountCents: 1_001, reason: 'Late delivery' });
    const afterAmount = await figures();
    const revenueOf = (figure: typeof before) =>
      (figure[mattress.name]?.revenue ?? 0) + (figure[pillow.name]?.revenue ?? 0);
    expect(revenueOf(afterLines) - revenueOf(afterAmount)).toBe(1_001);
    expect(afterAmount[pillow.name]?.qty).toBe(2);
    expect(afterAmount[mattress.name]?.qty).toBe(1);
    // Each product's CSV lines add up to its Top Products row, refunds included.
    for (const figure of [before, afterLines, afterAmount]) {
      for (const product of Object.values(figure)) {
        expect([product.csvQty, product.csvRevenue]).toEqual([product.qty, product.revenue]);
      }
    }
    // Marked refunded, the order leaves every figure, its refunds with it.
    const marked = await admin.put(`/api/orders/admin/orders/${id}/status`, { status: 'refunded' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(Object.values(await figures()).map((product) => product.qty)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('counts sales today and this week (from Monday), against the same stretch before', async () => {
    const now = shop.app.clock.now().getTime();
    const today = shopDay(new Date(now));
    const todayStart = Date.parse(`${today}T00:00:00+08:00`);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const isMonday = weekday === 1;
    const mondayStart = todayStart - ((weekday + 6) % 7) * DAY;
    const elapsedToday = now - todayStart;
    const elapsedWeek = now - mondayStart;
    const at = (ms: number) => new Date(Math.floor(ms)).toISOString();
    const line = { productId: null, name: 'Counted Pillow', unitPriceCents: 1_000, qty: 1 };
    const place = (ms: number, status?: 'processing' | 'refunded' | 'failed') =>
      insertOrderAt(shop, { createdAt: at(ms), lines: [line], ...(status ? { status } : {}) });
    const before = analyticsSummarySchema.parse(await get('summary?days=1'));
    expect(before).toMatchObject({ todayCount: 0, weekCount: 0, paidCount: 0 });

    await place(todayStart + elapsedToday / 2);
    await place(todayStart + elapsedToday / 3, 'processing');
    await place(todayStart + elapsedToday / 4, 'refunded');
    await place(todayStart + elapsedToday / 5, 'failed');
    // Yesterday: one before this moment's time of day, one after it.
    await place(todayStart - DAY + elapsedToday / 2);
    await place(todayStart - DAY + elapsedToday + (DAY - elapsedToday) / 2);
    // Last week: one before this moment's point in the week, one after it.
    await place(mondayStart - 7 * DAY + elapsedWeek / 2);
    await place(mondayStart - 7 * DAY + elapsedWeek + (7 * DAY - elapsedWeek) / 2);

    const summary = analyticsSummarySchema.parse(await get('summary?days=1'));
    expect(summary.todayCount).toBe(2);
    // Yesterday is in this week unless today is Monday.
    expect(summary.weekCount).toBe(isMonday ? 2 : 4);
    expect(summary.previous.todayCount).toBe(1);
    expect(summary.previous.weekCount).toBe(1);
    expect(summary.range).toEqual({ start: today, end: today, days: 1 });
    expect(summary.paidCount).toBe(2);
    expect(summary.previous.paidCount).toBe(2);

    const week = analyticsDailySchema.parse(await get('daily?days=7'));
    expect(week).toHaveLength(7);
    expect(week.at(-1)).toMatchObject({ date: today, revenueCents: 2_000, paidCount: 2 });
    const defaultRange = analyticsSummarySchema.parse(await get('summary'));
    expect(defaultRange.range.days).toBe(30);
  });

  it('turns the day and the week at Singapore’s midnight, for an order paid a minute before', async () => {
    const productId = await insertProduct(shop, {
      name: 'Midnight Pillow',
      priceCents: 4_200,
      stockQty: 5,
    });
    // Sunday 23:58 in Singapore; Monday 00:01 there is still Sunday in UTC.
    clock.set('2026-12-06T23:58:00+08:00');
    const shopper = await shop.customer('midnight.buyer@example.sg');
    await addToBag(shopper, productId, null, 1);
    await payForBag(shop, shopper, 'midnight.buyer@example.sg');
    // A login lasts 12 hours by the same clock: the admin of this test logs in this night.
    const nightAdmin = await shop.logInAdmin();
    const read = async (path: string) => {
      const response = await nightAdmin.get(`/api/analytics/orders/${path}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    clock.advance(60_000);
    const sunday = analyticsSummarySchema.parse(await read('summary?days=1'));
    expect(sunday).toMatchObject({ todayCount: 1, weekCount: 1, paidCount: 1 });
    expect(sunday.range).toEqual({ start: '2026-12-06', end: '2026-12-06', days: 1 });

    clock.set('2026-12-07T00:01:00+08:00');
    const monday = analyticsSummarySchema.parse(await read('summary?days=1'));
    expect(monday).toMatchObject({ todayCount: 0, weekCount: 0, paidCount: 0 });
    expect(monday.range).toEqual({ start: '2026-12-07', end: '2026-12-07', days: 1 });
    expect(monday.previous).toMatchObject({ paidCount: 1, revenueCents: 4_200, todayCount: 0 });
    const days = analyticsDailySchema.parse(await read('daily?days=2'));
    expect(days.map((day) => [day.date, day.paidCount])).toEqual([
      ['2026-12-06', 1],
      ['2026-12-07', 0],
    ]);
  });

  it('refuses bad ranges with 400', async () => {
    const cases: [string, string][] = [
      ['start=2026-03-09&end=2026-03-02', 'end must not be before start.'],
      ['start=2026-3-1&end=2026-03-02', 'start must be a date (YYYY-MM-DD).'],
      ['start=2026-02-30&end=2026-03-02', 'start must be a real date.'],
      ['start=2025-01-01&end=2026-01-02', 'A range can be at most 366 days.'],
      ['start=2026-03-01', 'start and end must be given together.'],
      ['days=0', 'days must be at least 1.'],
      ['days=367', 'days must be at most 366.'],
      ['days=week', 'days must be a number.'],
    ];
    for (const endpoint of ENDPOINTS) {
      for (const [query, message] of cases) {
        const response = await admin.get(`/api/analytics/orders/${endpoint}?${query}`);
        expect(response.statusCode, `${endpoint}?${query}`).toBe(400);
        expect(response.json().errors[0].msg).toBe(message);
      }
    }
    // A crossed range is refused in the spec's error shape, never answered for another period.
    const crossed = await admin.get(
      '/api/analytics/orders/summary?start=2026-03-09&end=2026-03-02',
    );
    expect(crossed.json()).toEqual({
      message: expect.stringContaining('end must not be before start.'),
      code: 'invalid_input',
      errors: [{ msg: 'end must not be before start.' }],
    });
    expect((await admin.get('/api/analytics/orders/to-fulfill?limit=101')).statusCode).toBe(400);
    expect((await admin.get('/api/analytics/orders/to-fulfill?offset=-1')).statusCode).toBe(400);
    // 2024 is a leap year: 366 days is the longest range allowed.
    expect(
      (await admin.get('/api/analytics/orders/daily?start=2024-01-01&end=2024-12-31')).statusCode,
    ).toBe(200);
  });
});
