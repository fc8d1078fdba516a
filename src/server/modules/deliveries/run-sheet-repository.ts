import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.js';
import type { OrderStatus, SizeName } from '#shared/constants.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import type { DeliveryState } from '#shared/delivery-states.js';

export interface RunStopRow {
  id: number;
  status: OrderStatus;
  delivery_state: DeliveryState;
  delivery_window: DeliveryWindow;
  shipping_name: string | null;
  phone: string | null;
  shipping_line1: string;
  shipping_postal: string;
  note: string | null;
}

/**
 * The sales to deliver on `day` (in one window, or all), by window and then postal code: the
 * latest note of each delivery comes along, for a redelivery.
 */
export function findRunStops(
  db: Executor,
  day: string,
  window: DeliveryWindow | undefined,
): Promise<RunStopRow[]> {
  const inWindow = window ? sql` and o.delivery_window = ${window}` : sql``;
  return queryRows<RunStopRow>(
    db,
    sql`
      select o.id, o.status, o.delivery_state, o.delivery_window, o.shipping_name, o.phone,
        o.shipping_line1, o.shipping_postal,
        (select s.note from order_delivery_steps s
          where s.order_id = o.id and s.note <> ''
          order by s.changed_at desc, s.id desc limit 1) as note
      from orders o
      where o.delivery_date = ${day}::date and o.status in ('paid', 'processing')${inWindow}
      order by o.delivery_window, o.shipping_postal, o.id`,
  );
}

export interface RunItemRow {
  order_id: number;
  name: string;
  size_label: string | null;
  size_name: SizeName | null;
  qty: number;
  /** Set on a delivery service's line (decision 0061). */
  service_code: string | null;
}

/**
 * The lines of these orders less the units refunded (a refund that failed gave nothing back),
 * with the size's name from the catalogue (a line keeps its dimensions, the size its name).
 */
export function findRunItems(db: Executor, orderIds: readonly number[]): Promise<RunItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return queryRows<RunItemRow>(
    db,
    sql`
      select * from (
        select oi.order_id, oi.name, oi.size_label, ps.size_name, oi.service_code,
          oi.qty - coalesce((
            select sum(rl.qty) from order_refund_lines rl
            join order_refunds r on r.id = rl.refund_id
            where rl.order_item_id = oi.id and r.state <> 'failed'
          ), 0)::int as qty,
          oi.id
        from order_items oi
        left join product_sizes ps on ps.product_id = oi.product_id and ps.label = oi.size_label
        where oi.order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      ) lines
      where lines.qty > 0
      order by lines.order_id, lines.id`,
  );
}
