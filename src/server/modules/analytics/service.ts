import type { Executor } from '#server/db/client.js';
import { receiptPath } from '#server/modules/orders/index.js';
import { bookedDelivery } from '#shared/delivery.js';
import { centsToDollars } from '#shared/money.js';
import { PAYMENT_METHOD_TYPES } from '#shared/payment-methods.js';
import {
  ANALYTICS_DEFAULT_DAYS,
  type AnalyticsRange,
  type AnalyticsRangeQuery,
  type AnalyticsSummary,
  type DailyEntry,
  type RevenueByMethod,
  TOP_PRODUCTS_LIMIT,
  type ToFulfillPage,
  type ToFulfillQuery,
  type TopProduct,
} from '#shared/schemas/analytics.js';
import { addDays, daysInRange, shopDay } from '#shared/time.js';
import { revenueByChannel } from './channels.js';
import {
  dailyRevenueOf,
  type MethodRow,
  type PeriodRow,
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

/** The range of the same length that ends the day before `range` starts. */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  return {
    start: addDays(range.start, -range.days),
    end: addDays(range.start, -1),
    days: range.days,
  };
}

/** Revenue ÷ sales to the cent; 0 without sales. */
const averageCents = (period: PeriodRow) =>
  period.sales > 0 ? Math.round(period.sales_cents / period.sales) : 0;

/**
 * Of the checkouts opened in the period that ended (paid or abandoned), the share whose order is
 * a sale now, to 4 decimals (0.1234 = 12.34 %); null when none ended.
 */
function conversionRate(period: PeriodRow): number | null {
  const ended = period.checkouts_completed + period.checkouts_abandoned;
  return ended > 0 ? Math.round((period.checkouts_converted / ended) * 10_000) / 10_000 : null;
}

/** The roll-up's key for orders placed before the method was recorded answers no method. */
function toRevenueByMethod(row: MethodRow): RevenueByMethod {
  const method = PAYMENT_METHOD_TYPES.find((type) => type === row.method) ?? null;
  return {
    method,
    paidCount: row.sales,
    revenue: dollars(row.sales_cents),
    revenueCents: row.sales_cents,
  };
}

export async function ordersSummary(
  db: Executor,
  query: AnalyticsRangeQuery,
  now: Date,
): Promise<AnalyticsSummary> {
  const range = resolveRange(query, now);
  const before = previousRange(range);
  const row = await summaryOf(db, range, before, now);
  const { current, previous } = row;
  const average = averageCents(current);
  return {
    paidCount: current.sales,
    revenue: dollars(current.sales_cents),
    revenueCents: current.sales_cents,
    avgOrderValue: dollars(average),
    avgOrderValueCents: average,
    todayCount: row.today_count,
    weekCount: row.week_count,
    abandonedCheckouts: current.checkouts_abandoned,
    abandonedValue: dollars(current.abandoned_cents),
    abandonedCents: current.abandoned_cents,
    conversionRate: conversionRate(current),
    range,
    previous: {
      paidCount: previous.sales,
      revenueCents: previous.sales_cents,
      avgOrderValueCents: averageCents(previous),
      todayCount: row.yesterday_count,
      weekCount: row.last_week_count,
      abandonedCheckouts: previous.checkouts_abandoned,
      abandonedCents: previous.abandoned_cents,
      conversionRate: conversionRate(previous),
      range: before,
    },
    revenueByMethod: row.methods.map(toRevenueByMethod),
    revenueByChannel: await revenueByChannel(db, range, {
      sales: current.sales,
      salesCents: current.sales_cents,
    }),
  };
}

export async function dailyRevenue(
  db: Executor,
  query: AnalyticsRangeQuery,
  now: Date,
): Promise<DailyEntry[]> {
  const rows = await dailyRevenueOf(db, resolveRange(query, now));
  return rows.map((row) => ({
    date: row.date,
    revenue: dollars(row.revenue_cents),
    revenueCents: row.revenue_cents,
    paidCount: row.sales,
  }));
}

export async function topProducts(
  db: Executor,
  query: AnalyticsRangeQuery,
  now: Date,
): Promise<TopProduct[]> {
  const rows = await topProductsOf(db, resolveRange(query, now), TOP_PRODUCTS_LIMIT);
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

export async function ordersToFulfill(
  db: Executor,
  query: ToFulfillQuery,
  now: Date,
): Promise<ToFulfillPage> {
  const page = { limit: query.limit, offset: query.offset };
  const rows = await toFulfillPageOf(db, resolveRange(query, now), page);
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
