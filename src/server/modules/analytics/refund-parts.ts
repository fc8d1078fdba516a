import { type SQL, sql } from 'drizzle-orm';

/**
 * Each counted refund (the `analytics_refunds` rows `which` picks, alias `r`) split over the
 * products it gave money back for, to the cent (decision 0054, amended): a refund by lines over
 * the units it took back, weighed by their share of what the order charged; a refund by amount
 * over every line of the order the same way. Each part floors its share and the biggest takes the
 * remainder, so a refund's parts add up to it exactly. Columns: refund_id, order_id, day,
 * product_key, product_id, name, qty (units taken back; 0 for a refund by amount), cents.
 */
export function refundParts(which: SQL): SQL {
  return sql`
    select w.refund_id, w.order_id, w.day, w.product_key, w.product_id, w.name, w.qty,
      w.floor_cents + case when w.rank = 1
        then w.amount_cents - sum(w.floor_cents) over (partition by w.refund_id) else 0 end
        as cents
    from (
      select p.*,
        coalesce(floor(p.amount_cents * p.weight
          / nullif(sum(p.weight) over (partition by p.refund_id), 0)), 0) as floor_cents,
        row_number() over (partition by p.refund_id order by p.weight desc, p.order_item_id)
          as rank
      from (
        select r.refund_id, r.order_id, r.day, r.amount_cents, sl.order_item_id, sl.product_key,
          sl.product_id, sl.name, coalesce(rl.qty, 0) as qty,
          case when rl.refund_id is null then sl.share_cents::numeric
            else sl.share_cents::numeric * rl.qty / sl.qty end as weight
        from analytics_refunds r
        join analytics_sale_lines sl on sl.order_id = r.order_id
        left join order_refund_lines rl
          on rl.refund_id = r.refund_id and rl.order_item_id = sl.order_item_id
        where ${which} and (rl.refund_id is not null
          or not exists (select 1 from order_refund_lines x where x.refund_id = r.refund_id))
      ) p
    ) w`;
}
