import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import { SHOP_TIME_ZONE } from '#shared/time.js';

/** A range of Singapore calendar days, both included, as YYYY-MM-DD. */
export interface DayRange {
  start: string;
  end: string;
}

/**
 * Orders "Paid" in the spec's words (Paid Orders, Revenue, Daily Revenue (Paid)) have the status
 * paid; products sold and the warehouse's queue also count orders being processed, never failed
 * or refunded ones (docs/decisions/0008-analytics-in-singapore-time.md).
 */
const SOLD = sql.raw(`('paid', 'processing')`);

/** Midnight in Singapore starting a YYYY-MM-DD day, as a point in time. */
const sgMidnight = (day: SQL) =>
  sql`((${day})::timestamp at time zone '${sql.raw(SHOP_TIME_ZONE)}')`;
const rangeFrom = (range: DayRange) => sgMidnight(sql`${range.start}::date`);
const rangeTo = (range: DayRange) => sgMidnight(sql`${range.end}::date + 1`);
const inRange = (range: DayRange) =>
  sql`o.created_at >= ${rangeFrom(range)} and o.created_at < ${rangeTo(range)}`;

export interface SummaryRow {
  paid_count: number;
  revenue_cents: number;
  today_count: number;
  week_count: number;
}

/** One query: paid orders and revenue of the range; orders placed today and this week (Monday). */
export async function summaryOf(db: Executor, range: DayRange, now: Date): Promise<SummaryRow> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone '${sql.raw(SHOP_TIME_ZONE)}')`;
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`
      with paid as (
        select count(*)::int as paid_count, coalesce(sum(o.total_cents), 0)::float8 as revenue_cents
        from orders o where o.status = 'paid' and ${inRange(range)}
      ), recent as (
        select count(*) filter (where o.created_at >= ${sgMidnight(sql`date_trunc('day', ${local})`)})::int as today_count,
          count(*)::int as week_count
        from orders o where o.created_at >= ${sgMidnight(sql`date_trunc('week', ${local})`)}
      )
      select * from paid, recent`,
  );
  if (!row) throw new Error('summary query answered nothing');
  return row;
}

export interface DailyRow {
  date: string;
  revenue_cents: number;
  paid_count: number;
}

/** Every day of the range (days without a paid order at 0), by Singapore's calendar. */
export function dailyRevenueOf(db: Executor, range: DayRange): Promise<DailyRow[]> {
  return queryRows<DailyRow>(
    db,
    sql`
      with sales as (
        select (o.created_at at time zone '${sql.raw(SHOP_TIME_ZONE)}')::date as day,
          sum(o.total_cents) as cents, count(*) as orders
        from orders o where o.status = 'paid' and ${inRange(range)}
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as date,
        coalesce(s.cents, 0)::float8 as revenue_cents, coalesce(s.orders, 0)::int as paid_count
      from generate_series(${range.start}::date, ${range.end}::date, interval '1 day') as d(day)
      left join sales s on s.day = d.day::date
      order by d.day`,
  );
}

export interface TopProductRow {
  product_id: number | null;
  name: string;
  qty: number;
  revenue_cents: number;
}

/**
 * Most pieces sold, then most revenue (line totals before vouchers). A product deleted since is
 * kept apart by the name it was sold under; a renamed one shows its current name.
 */
export function topProductsOf(
  db: Executor,
  range: DayRange,
  limit: number,
): Promise<TopProductRow[]> {
  return queryRows<TopProductRow>(
    db,
    sql`
      select oi.product_id, coalesce(p.name, min(oi.name)) as name, sum(oi.qty)::float8 as qty,
        sum(oi.qty::bigint * oi.unit_price_cents)::float8 as revenue_cents
      from order_items oi
      join orders o on o.id = oi.order_id
      left join products p on p.id = oi.product_id
      where o.status in ${SOLD} and ${inRange(range)}
      group by oi.product_id, p.name, case when oi.product_id is null then oi.name end
      order by qty desc, revenue_cents desc, name asc
      limit ${limit}`,
  );
}

export interface ToFulfillRowData {
  total: number;
  fulfillment_id: number | null;
  created_at: Date | string | null;
  order_id: number;
  email: string;
  items_count: number;
  shipping_line1: string;
  shipping_postal: string;
  phone: string | null;
  /** YYYY-MM-DD, as text: a date type would be parsed into a local midnight. */
  delivery_date: string | null;
  delivery_window: DeliveryWindow | null;
  status: 'paid' | 'processing';
  total_cents: number;
}

/**
 * One page of the warehouse's queue (not yet shipped, paid or processing), oldest first, with the
 * queue's length: one query, which still answers the total on a page past the end.
 */
export function toFulfillPageOf(
  db: Executor,
  range: DayRange,
  page: { limit: number; offset: number },
): Promise<ToFulfillRowData[]> {
  return queryRows<ToFulfillRowData>(
    db,
    sql`
      with queue as (
        select f.id as fulfillment_id, o.created_at, o.id as order_id, o.email,
          o.shipping_line1, o.shipping_postal, o.status, o.total_cents, o.phone,
          to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date, o.delivery_window
        from order_fulfillments f join orders o on o.id = f.order_id
        where f.shipped_at is null and o.status in ${SOLD} and ${inRange(range)}
      )
      select (select count(*)::int from queue) as total, page.*
      from (select 1) as one
      left join lateral (
        select q.*,
          (select coalesce(sum(oi.qty), 0)::int from order_items oi where oi.order_id = q.order_id) as items_count
        from queue q order by q.created_at asc, q.order_id asc
        limit ${page.limit} offset ${page.offset}
      ) as page on true`,
  );
}
