import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import { SHOP_TIME_ZONE } from '#shared/time.js';
import { refundParts } from './refund-parts.js';

/** A range of Singapore calendar days, both included, as YYYY-MM-DD. */
export interface DayRange {
  start: string;
  end: string;
}

/**
 * A sale (docs/decisions/0008-analytics-in-singapore-time.md): an order whose money was received
 * and not given back. The roll-ups (`analytics_*`, decision 0034) count exactly these; the few
 * queries below that read the orders themselves use the same list.
 */
const SALE = sql.raw(`('paid', 'processing')`);

/** Midnight in Singapore starting a YYYY-MM-DD day, as a point in time. */
const sgMidnight = (day: SQL) =>
  sql`((${day})::timestamp at time zone '${sql.raw(SHOP_TIME_ZONE)}')`;
const rangeFrom = (range: DayRange) => sgMidnight(sql`${range.start}::date`);
const rangeTo = (range: DayRange) => sgMidnight(sql`${range.end}::date + 1`);
const inRange = (range: DayRange) =>
  sql`s.created_at >= ${rangeFrom(range)} and s.created_at < ${rangeTo(range)}`;
const daysOf = (range: DayRange) => sql`d.day between ${range.start}::date and ${range.end}::date`;

export interface PeriodRow {
  sales: number;
  sales_cents: number;
  checkouts_completed: number;
  checkouts_converted: number;
  checkouts_abandoned: number;
  abandoned_cents: number;
}

/** One payment method's sales in a range; `unrecorded` for orders placed before it was recorded. */
export interface MethodRow {
  method: string;
  sales: number;
  sales_cents: number;
}

export interface SummaryRow {
  current: PeriodRow;
  methods: MethodRow[];
  previous: PeriodRow;
  today_count: number;
  yesterday_count: number;
  week_count: number;
  last_week_count: number;
}

const periodOf = (range: DayRange) => sql`(
  select coalesce(sum(d.sales), 0)::int as sales, coalesce(sum(d.sales_cents), 0)::float8 as sales_cents,
    coalesce(sum(d.checkouts_completed), 0)::int as checkouts_completed,
    coalesce(sum(d.checkouts_converted), 0)::int as checkouts_converted,
    coalesce(sum(d.checkouts_abandoned), 0)::int as checkouts_abandoned,
    coalesce(sum(d.abandoned_cents), 0)::float8 as abandoned_cents
  from analytics_daily d where ${daysOf(range)}
)`;

/** The range's sales split by payment method (issue 23), most revenue first: from the roll-up. */
const methodsOf = (range: DayRange) => sql`(
  select coalesce(json_agg(m order by m.sales_cents desc, m.method), '[]'::json) from (
    select d.method, sum(d.sales)::int as sales, sum(d.sales_cents)::float8 as sales_cents
    from analytics_daily_methods d where ${daysOf(range)}
    group by d.method having sum(d.sales) > 0
  ) m
)`;

/** Sales of `from`'s Singapore day placed before `before`: the part of a day a comparison needs. */
const salesOfDayBefore = (from: SQL, before: SQL) => sql`(
  select count(*)::int from orders o
  where o.status in ${SALE} and o.created_at >= ${from} and o.created_at < ${before}
)`;

/**
 * One query: the range's and the previous range's figures from the daily roll-up; sales placed
 * today and this week (from Monday), each against the same stretch of time a day / a week
 * earlier. Whole days come from the roll-up; only the two partial days read orders.
 */
export async function summaryOf(
  db: Executor,
  range: DayRange,
  previous: DayRange,
  now: Date,
): Promise<SummaryRow> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${at} at time zone '${sql.raw(SHOP_TIME_ZONE)}')::date`;
  const monday = sql`date_trunc('week', ${today})::date`;
  const sales = (from: SQL, to: SQL) =>
    sql`(select coalesce(sum(d.sales), 0)::int from analytics_daily d where d.day >= ${from} and d.day <= ${to})`;
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`
      select (select row_to_json(c) from ${periodOf(range)} c) as current,
        (select row_to_json(p) from ${periodOf(previous)} p) as previous,
        ${methodsOf(range)} as methods,
        ${sales(today, today)} as today_count,
        ${salesOfDayBefore(sgMidnight(sql`${today} - 1`), sql`${at} - interval '1 day'`)} as yesterday_count,
        ${sales(monday, today)} as week_count,
        ${sales(sql`${monday} - 7`, sql`${today} - 8`)}
          + ${salesOfDayBefore(sgMidnight(sql`${today} - 7`), sql`${at} - interval '7 days'`)} as last_week_count`,
  );
  if (!row) throw new Error('summary query answered nothing');
  return row;
}

export interface DailyRow {
  date: string;
  revenue_cents: number;
  sales: number;
}

/** Every day of the range (days without a sale at 0), by Singapore's calendar. */
export function dailyRevenueOf(db: Executor, range: DayRange): Promise<DailyRow[]> {
  return queryRows<DailyRow>(
    db,
    sql`
      select to_char(g.day, 'YYYY-MM-DD') as date,
        coalesce(d.sales_cents, 0)::float8 as revenue_cents, coalesce(d.sales, 0)::int as sales
      from generate_series(${range.start}::date, ${range.end}::date, interval '1 day') as g(day)
      left join analytics_daily d on d.day = g.day::date
      order by g.day`,
  );
}

export interface TopProductRow {
  product_id: number | null;
  name: string;
  qty: number;
  revenue_cents: number;
}

/**
 * Most pieces sold, then most revenue (each line's share of what its order charged), then name;
 * the range's refunds taken off the products they gave money back for, on their day (their units
 * and their parts of the money, `refundParts`). A product deleted since answers no id and the
 * name it was sold under; a renamed one shows its current name.
 */
export function topProductsOf(
  db: Executor,
  range: DayRange,
  limit: number,
): Promise<TopProductRow[]> {
  return queryRows<TopProductRow>(
    db,
    sql`
      with figures as (
        select d.product_key, d.product_id, d.name, d.qty, d.revenue_cents::numeric as cents
        from analytics_daily_products d
        where ${daysOf(range)}
        union all
        select part.product_key, part.product_id, part.name, -part.qty, -part.cents
        from (${refundParts(sql`r.day between ${range.start}::date and ${range.end}::date`)}) part
      )
      select p.id as product_id, coalesce(p.name, min(f.name)) as name, sum(f.qty)::float8 as qty,
        sum(f.cents)::float8 as revenue_cents
      from figures f
      left join products p on p.id = f.product_id
      group by f.product_key, p.id, p.name
      having sum(f.qty) > 0
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
 * One page of the warehouse's queue (sales not yet shipped), oldest first, with the queue's
 * length from the roll-up: one statement, which still answers the total on a page past the end.
 * The page walks the ledger's queue index; only its own rows read the orders.
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
        select s.order_id, s.created_at from analytics_sales s
        where s.unshipped = 1 and ${inRange(range)}
        order by s.created_at asc, s.order_id asc
        limit ${page.limit} offset ${page.offset}
      )
      select (select coalesce(sum(d.unshipped), 0)::int from analytics_daily d where ${daysOf(range)}) as total,
        page.*
      from (select 1) as one
      left join lateral (
        select f.id as fulfillment_id, o.created_at, o.id as order_id, o.email,
          o.shipping_line1, o.shipping_postal, o.status, o.total_cents, o.phone,
          to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date, o.delivery_window,
          (select coalesce(sum(oi.qty), 0)::int from order_items oi where oi.order_id = o.id) as items_count
        from queue q join orders o on o.id = q.order_id
        join order_fulfillments f on f.order_id = o.id
        order by q.created_at asc, q.order_id asc
      ) as page on true`,
  );
}

export interface SaleLineRow {
  day: string;
  order_id: number;
  created_at: Date | string;
  email: string;
  status: 'paid' | 'processing';
  voucher_code: string | null;
  product_id: number | null;
  name: string;
  qty: number;
  amount_cents: number;
  share_cents: number;
}

/**
 * The lines of up to `orders` sales of the range after (`day`, `orderId`), as counted: the
 * CSV reads a range a page at a time in this order.
 */
export function saleLinesAfter(
  db: Executor,
  range: DayRange,
  after: { day: string; orderId: number } | null,
  orders: number,
): Promise<SaleLineRow[]> {
  const from = after
    ? sql`(s.day, s.order_id) > (${after.day}::date, ${after.orderId}::int)`
    : sql`true`;
  return queryRows<SaleLineRow>(
    db,
    sql`
      with page as (
        select s.day, s.order_id from analytics_sales s
        where s.day between ${range.start}::date and ${range.end}::date and ${from}
        order by s.day, s.order_id limit ${orders}
      )
      select to_char(page.day, 'YYYY-MM-DD') as day, page.order_id, o.created_at, o.email, o.status,
        o.voucher_code, l.product_id, l.name, l.qty, l.amount_cents::float8 as amount_cents,
        l.share_cents::float8 as share_cents
      from page join orders o on o.id = page.order_id
      join analytics_sale_lines l on l.order_id = page.order_id
      order by page.day, page.order_id, l.order_item_id`,
  );
}

export interface RefundLineRow {
  day: string;
  refund_id: number;
  created_at: Date | string;
  order_id: number;
  email: string;
  status: string;
  voucher_code: string | null;
  product_id: number | null;
  name: string;
  /** Units taken back; 0 for a refund by amount. */
  qty: number;
  /** This product's part of the refund. */
  cents: number;
}

/**
 * The refunds counted against the range's revenue, on the day each was made (decision 0008 as
 * amended by 0054), `count` refunds after (`day`, `refundId`), each split over its products
 * (`refundParts`): the CSV's negative lines.
 */
export function refundsAfter(
  db: Executor,
  range: DayRange,
  after: { day: string; refundId: number } | null,
  count: number,
): Promise<RefundLineRow[]> {
  const from = after
    ? sql`(page.day, page.refund_id) > (${after.day}::date, ${after.refundId}::int)`
    : sql`true`;
  const pageOfRefunds = sql`r.refund_id in (
    select page.refund_id from analytics_refunds page
    where page.day between ${range.start}::date and ${range.end}::date and ${from}
    order by page.day, page.refund_id limit ${count})`;
  return queryRows<RefundLineRow>(
    db,
    sql`
      select to_char(part.day, 'YYYY-MM-DD') as day, part.refund_id, v.created_at, part.order_id,
        o.email, o.status, o.voucher_code, part.product_id, part.name, part.qty::int as qty,
        part.cents::float8 as cents
      from (${refundParts(pageOfRefunds)}) part
      join order_refunds v on v.id = part.refund_id
      join orders o on o.id = part.order_id
      order by part.day, part.refund_id, part.cents desc, part.name`,
  );
}
