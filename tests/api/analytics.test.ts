import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsDailySchema,
  analyticsSummarySchema,
  analyticsTopProductsSchema,
  toFulfillPageSchema,
} from '#shared/schemas/analytics.js';
import { type AdminTestApp, createAdminTestApp } from '#tests/helpers/admin-test-app.js';
import { BrowserSession } from '#tests/helpers/browser-session.js';
import { insertOrderAt } from '#tests/helpers/order-fixtures.js';
import { insertProduct } from '#tests/helpers/shop-data.js';

const ENDPOINTS = ['summary', 'daily', 'top-products', 'to-fulfill'] as const;

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

const MARCH = 'start=2026-03-02&end=2026-03-09';

beforeAll(async () => {
  shop = await createAdminTestApp();
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
    /* 1 */ { createdAt: '2026-03-01T15:59:59Z', lines: [{ ...aurora, qty: 1 }] },
    /* 2 */ {
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
        { ...retired, qty: 1 },
      ],
    },
    /* 6 */ {
      createdAt: '2026-03-09T03:00:00Z',
      lines: [{ ...aurora, qty: 5 }],
      status: 'refunded' as const,
    },
    /* 7 */ {
      createdAt: '2026-03-09T04:00:00Z',
      lines: [{ ...cloud, qty: 10 }],
      status: 'failed' as const,
    },
    /* 8: a voucher larger than the order: total 0 */ {
      createdAt: '2026-03-09T15:59:59Z',
      lines: [{ ...aurora, qty: 1 }],
      discountCents: 200_000,
    },
    /* 9 */ { createdAt: '2026-03-09T16:00:00Z', lines: [{ ...breeze, qty: 1 }], shipped: true },
    /* 10: shipped already, so paid but not in the queue */ {
      createdAt: '2026-03-05T02:00:00Z',
      lines: [
        { ...fjord, qty: 1 },
        { ...eve, qty: 1 },
        { ...dream, qty: 1 },
      ],
      shipped: true,
    },
  ];
  for (const [index, values] of fixture.entries()) {
    order[index + 1] = await insertOrderAt(shop, {
      ...values,
      email: `order${index + 1}@example.sg`,
    });
  }
});
afterAll(() => shop.close());

describe('orders analytics', () => {
  it('answers visitors 401 and customers 403', async () => {
    const visitor = new BrowserSession(shop.app);
    const customer = await shop.customer('curious.customer@example.sg');
    for (const endpoint of ENDPOINTS) {
      const url = `/api/analytics/orders/${endpoint}?days=30`;
      expect((await visitor.get(url)).statusCode).toBe(401);
      const forbidden = await customer.get(url);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'Admins only' });
    }
  });

  it('counts paid orders, revenue and average by Singapore days', async () => {
    const summary = analyticsSummarySchema.parse(await get(`summary?${MARCH}`));
    // Paid in range: 2 ($90), 4 ($60), 5 ($80), 8 ($0), 10 ($30); 1 is on 1 March in Singapore.
    expect(summary).toMatchObject({
      paidCount: 5,
      revenue: 260,
      revenueCents: 26_000,
      avgOrderValue: 52,
      range: { start: '2026-03-02', end: '2026-03-09', days: 8 },
    });
    const firstDay = analyticsSummarySchema.parse(
      await get('summary?start=2026-03-01&end=2026-03-01'),
    );
    expect(firstDay).toMatchObject({ paidCount: 1, revenue: 1_000, avgOrderValue: 1_000 });
    const none = analyticsSummarySchema.parse(await get('summary?start=2026-02-01&end=2026-02-28'));
    expect(none).toMatchObject({ paidCount: 0, revenue: 0, avgOrderValue: 0 });
  });

  it('gives every day of the range, days without paid orders at 0', async () => {
    const daily = analyticsDailySchema.parse(await get(`daily?${MARCH}`));
    expect(daily.map((day) => [day.date, day.revenueCents, day.paidCount])).toEqual([
      ['2026-03-02', 9_000, 1],
      ['2026-03-03', 0, 0],
      ['2026-03-04', 0, 0],
      ['2026-03-05', 3_000, 1],
      ['2026-03-06', 0, 0],
      ['2026-03-07', 0, 0],
      ['2026-03-08', 6_000, 1],
      ['2026-03-09', 8_000, 2],
    ]);
    expect(daily[0]?.revenue).toBe(90);
  });

  it('ranks the five products sold most by pieces, then revenue, then name', async () => {
    const top = analyticsTopProductsSchema.parse(await get(`top-products?${MARCH}`));
    expect(top.map((p) => [p.name, p.qty, p.revenueCents])).toEqual([
      ['Breeze Pillow', 3, 15_000],
      ['Cloud Protector', 3, 6_000],
      ['Aurora Mattress', 2, 200_000],
      ['Retired Topper', 1, 3_000],
      ['Dream Sheet', 1, 1_000],
    ]);
    expect(top[2]?.revenue).toBe(2_000);
    expect(top[3]?.productId).toBeNull();
  });

  it('pages the unshipped paid and processing orders, oldest first', async () => {
    const page = (offset: number) => get(`to-fulfill?${MARCH}&limit=2&offset=${offset}`);
    const first = toFulfillPageSchema.parse(await page(0));
    expect(first).toMatchObject({ total: 5, limit: 2, offset: 0 });
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
      [order[4], 3],
      [order[5], 2],
    ]);
    const last = toFulfillPageSchema.parse(await page(4));
    expect(last.rows.map((row) => [row.orderId, row.amountSGD])).toEqual([[order[8], 0]]);
    const beyond = toFulfillPageSchema.parse(await page(10));
    expect(beyond).toEqual({ rows: [], total: 5, limit: 2, offset: 10 });
    const defaults = toFulfillPageSchema.parse(await get(`to-fulfill?${MARCH}`));
    expect(defaults).toMatchObject({ total: 5, limit: 25, offset: 0 });
  });

  it('counts today and this week (from Monday) in Singapore time', async () => {
    const now = Date.now();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(now);
    const todayStart = Date.parse(`${today}T00:00:00+08:00`);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const daysSinceMonday = (weekday + 6) % 7;
    const mondayStart = todayStart - daysSinceMonday * 86_400_000;
    const at = (ms: number) => new Date(ms).toISOString();
    const line = { productId: null, name: 'Counted Pillow', unitPriceCents: 1_000, qty: 1 };
    const before = analyticsSummarySchema.parse(await get('summary?days=1'));
    expect(before).toMatchObject({ todayCount: 0, weekCount: 0, paidCount: 0 });

    await insertOrderAt(shop, { createdAt: at(todayStart + 1_000), lines: [line] });
    await insertOrderAt(shop, {
      createdAt: at(todayStart + 2_000),
      lines: [line],
      status: 'refunded',
    });
    await insertOrderAt(shop, { createdAt: at(todayStart - 1_000), lines: [line] });
    await insertOrderAt(shop, { createdAt: at(mondayStart + 1_000), lines: [line] });
    await insertOrderAt(shop, { createdAt: at(mondayStart - 1_000), lines: [line] });

    const summary = analyticsSummarySchema.parse(await get('summary?days=1'));
    const isMonday = daysSinceMonday === 0;
    // Today: the two after midnight (and the Monday one when today is Monday).
    expect(summary.todayCount).toBe(isMonday ? 3 : 2);
    // This week: everything since Monday's midnight; yesterday too unless today is Monday.
    expect(summary.weekCount).toBe(isMonday ? 3 : 4);
    expect(summary.range).toEqual({ start: today, end: today, days: 1 });
    expect(summary.paidCount).toBe(isMonday ? 2 : 1);

    const week = analyticsDailySchema.parse(await get('daily?days=7'));
    expect(week).toHaveLength(7);
    expect(week.at(-1)).toMatchObject({ date: today, revenueCents: isMonday ? 2_000 : 1_000 });
    const defaultRange = analyticsSummarySchema.parse(await get('summary'));
    expect(defaultRange.range.days).toBe(30);
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
    expect((await admin.get('/api/analytics/orders/to-fulfill?limit=101')).statusCode).toBe(400);
    expect((await admin.get('/api/analytics/orders/to-fulfill?offset=-1')).statusCode).toBe(400);
    // 2024 is a leap year: 366 days is the longest range allowed.
    expect(
      (await admin.get('/api/analytics/orders/daily?start=2024-01-01&end=2024-12-31')).statusCode,
    ).toBe(200);
  });
});
