import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.js';
import { centsToDollars } from '#shared/money.js';
import { SALE_CHANNELS, type SaleChannel } from '#shared/sale-channels.js';
import type { RevenueByChannel } from '#shared/schemas/analytics.js';
import { SHOP_TIME_ZONE } from '#shared/time.js';
import type { DayRange } from './repository.js';

interface StaffChannelRow {
  channel: Exclude<SaleChannel, 'online'>;
  sales: number;
  sales_cents: number;
}

/**
 * The range's sales made by staff, by channel, exactly as the roll-ups counted them (decision
 * 0067): the ledger's sales of the range less the refunds made in it, as `analytics_daily`'s
 * revenue is (decision 0034). Staff's orders are read alone through their partial index, so the
 * cost follows staff's sales, not the web's; online is the rest of the day's roll-up.
 */
async function staffChannelsOf(db: Executor, range: DayRange): Promise<StaffChannelRow[]> {
  const from = sql`(${range.start}::date::timestamp at time zone '${sql.raw(SHOP_TIME_ZONE)}')`;
  const to = sql`((${range.end}::date + 1)::timestamp at time zone '${sql.raw(SHOP_TIME_ZONE)}')`;
  return queryRows<StaffChannelRow>(
    db,
    sql`select channel, sum(sales)::int as sales, sum(cents)::bigint as sales_cents from (
      select o.channel, 1 as sales, s.total_cents as cents
      from orders o join analytics_sales s on s.order_id = o.id
      where o.channel <> 'online' and o.created_at >= ${from} and o.created_at < ${to}
        and s.day between ${range.start}::date and ${range.end}::date
      union all
      select o.channel, 0, -r.amount_cents
      from analytics_refunds r join orders o on o.id = r.order_id
      where o.channel <> 'online' and r.day between ${range.start}::date and ${range.end}::date
    ) staff group by channel`,
  );
}

/**
 * The range's sales split by channel, every channel listed (0 when none), adding up to the
 * summary's count and revenue to the cent.
 */
export async function revenueByChannel(
  db: Executor,
  range: DayRange,
  total: { sales: number; salesCents: number },
): Promise<RevenueByChannel[]> {
  const staff = await staffChannelsOf(db, range);
  const of = (channel: SaleChannel) => staff.find((row) => row.channel === channel);
  const staffSales = staff.reduce((sum, row) => sum + row.sales, 0);
  const staffCents = staff.reduce((sum, row) => sum + Number(row.sales_cents), 0);
  return SALE_CHANNELS.map((channel) => {
    const row = of(channel);
    const paidCount = channel === 'online' ? total.sales - staffSales : (row?.sales ?? 0);
    const cents =
      channel === 'online' ? total.salesCents - staffCents : Number(row?.sales_cents ?? 0);
    return { channel, paidCount, revenue: centsToDollars(cents), revenueCents: cents };
  });
}
