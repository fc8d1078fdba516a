import type { Executor } from '#server/db/client.js';
import { receiptPath } from '#server/modules/orders/index.js';
import { bookedDelivery } from '#shared/delivery.js';
import { centsToDollars } from '#shared/money.js';
import {
  ANALYTICS_DEFAULT_DAYS,
  type AnalyticsRange,
  type AnalyticsRangeQuery,
  type AnalyticsSummary,
  type DailyEntry,
  TOP_PRODUCTS_LIMIT,
  type ToFulfillPage,
  type ToFulfillQuery,
  type TopProduct,
} from '#shared/schemas/analytics.js';
import { addDays, daysInRange, shopDay } from '#shared/time.js';
import {
  dailyRevenueOf,
  summaryOf,
  type ToFulfillRowData,
  toFulfillPageOf,
  topProductsOf,
} from './repository.js';

/** `start`–`end` as asked, else the last `days` days up to today (default 30), in Singapore. */
export function resolveRange(query: AnalyticsRangeQuery, now: Date): AnalyticsRange {
  if (query.start && query.end) {
    return { start: query.start, end: query.end, days: daysInRange(query.start, query.end) };
  }
  const days = query.days ?? ANALYTICS_DEFAULT_DAYS;
  const end = shopDay(now);
  return { start: addDays(end, 1 - days), end, days };
}

const dollars = (cents: number) => centsToDollars(Math.round(cents));

export async function ordersSummary(
  db: Executor,
  query: AnalyticsRangeQuery,
  now = new Date(),
): Promise<AnalyticsSummary> {
  const range = resolveRange(query, now);
  const row = await summaryOf(db, range, now);
  const average = row.paid_count > 0 ? Math.round(row.revenue_cents / row.paid_count) : 0;
  return {
    paidCount: row.paid_count,
    revenue: dollars(row.revenue_cents),
    revenueCents: row.revenue_cents,
    avgOrderValue: dollars(average),
    todayCount: row.today_count,
    weekCount: row.week_count,
    range,
  };
}

export async function dailyRevenue(
  db: Executor,
  query: AnalyticsRangeQuery,
): Promise<DailyEntry[]> {
  const rows = await dailyRevenueOf(db, resolveRange(query, new Date()));
  return rows.map((row) => ({
    date: row.date,
    revenue: dollars(row.revenue_cents),
    revenueCents: row.revenue_cents,
    paidCount: row.paid_count,
  }));
}

export async function topProducts(db: Executor, query: AnalyticsRangeQuery): Promise<TopProduct[]> {
  const rows = await topProductsOf(db, resolveRange(query, new Date()), TOP_PRODUCTS_LIMIT);
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    qty: row.qty,
    revenue: dollars(row.revenue_cents),
    revenueCents: row.revenue_cents,
  }));
}

function isRow(
  row: ToFulfillRowData,
): row is ToFulfillRowData & { fulfillment_id: number; created_at: Date | string } {
  return row.fulfillment_id !== null && row.created_at !== null;
}

export async function ordersToFulfill(db: Executor, query: ToFulfillQuery): Promise<ToFulfillPage> {
  const page = { limit: query.limit, offset: query.offset };
  const rows = await toFulfillPageOf(db, resolveRange(query, new Date()), page);
  return {
    rows: rows.filter(isRow).map((row) => ({
      fulfillmentId: row.fulfillment_id,
      createdAt: new Date(row.created_at).toISOString(),
      orderId: row.order_id,
      email: row.email,
      itemsCount: row.items_count,
      shippingLine1: row.shipping_line1,
      shippingPostal: row.shipping_postal,
      delivery: bookedDelivery(row.phone, row.delivery_date, row.delivery_window),
      status: row.status,
      amountSGD: dollars(row.total_cents),
      receiptUrl: receiptPath(row.order_id),
    })),
    total: rows[0]?.total ?? 0,
    ...page,
  };
}
