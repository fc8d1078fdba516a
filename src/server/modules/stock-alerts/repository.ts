import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.js';
import { type StockAlertRow, stockAlerts } from '#server/db/schema/index.js';

/** A time as a parameter of raw SQL: drivers differ on Date, all read an ISO text. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** A size a shopper may ask about: shown in the shop, with what is left of it now. */
export interface AlertableSize {
  id: number;
  stockQty: number;
  productName: string;
  sizeLabel: string;
  sizeName: string;
}

/** The size of a shown product by its label; undefined when there is none such. */
export async function shownSize(
  db: Executor,
  productId: number,
  label: string,
): Promise<AlertableSize | undefined> {
  const [row] = await queryRows<{
    id: number;
    stock_qty: number;
    product_name: string;
    size_name: string;
  }>(
    db,
    sql`select s.id, s.stock_qty, p.name as product_name, s.size_name
        from product_sizes s join products p on p.id = s.product_id
        where p.id = ${productId} and s.label = ${label} and p.is_visible`,
  );
  return (
    row && {
      id: row.id,
      stockQty: Number(row.stock_qty),
      productName: row.product_name,
      sizeLabel: label,
      sizeName: row.size_name,
    }
  );
}

export interface AskedAlert {
  productSizeId: number;
  email: string;
  consentText: string;
  askedAt: Date;
  unsubscribeTokenHash: string;
}

/**
 * Records an alert in one statement, so two at once for one address and size cannot both insert.
 * A new one is inserted; one already mailed or withdrawn waits again with the new wording, time
 * and token. One still waiting is left as it is: undefined, and nothing to mail.
 */
export async function recordAlert(
  db: Executor,
  alert: AskedAlert,
): Promise<StockAlertRow | undefined> {
  const [row] = await db
    .insert(stockAlerts)
    .values(alert)
    .onConflictDoUpdate({
      target: [stockAlerts.productSizeId, stockAlerts.email],
      set: { ...alert, notifiedAt: null, unsubscribedAt: null },
      setWhere: sql`${stockAlerts.notifiedAt} is not null or ${stockAlerts.unsubscribedAt} is not null`,
    })
    .returning();
  return row;
}

/**
 * Withdraws the alert whose unsubscribe link this is, and every other alert of its address still
 * waiting: "unsubscribe" in a mail means no more of these mails. A second press answers the same
 * with the first time kept. Answers how many rows the token reached (0: no such link).
 */
export async function unsubscribeByTokenHash(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update stock_alerts a set unsubscribed_at = coalesce(a.unsubscribed_at, ${at(now)})
        from stock_alerts own
        where own.unsubscribe_token_hash = ${tokenHash}
          and (a.id = own.id or (a.email = own.email and a.notified_at is null))
        returning a.id`,
  );
  return rows.length;
}

/** A waiting alert whose size has stock again, claimed for its one mail. */
export interface ClaimedAlert {
  id: number;
  email: string;
  productId: number;
  productName: string;
  sizeLabel: string;
  sizeName: string;
}

/**
 * Claims up to `limit` waiting alerts whose size is shown and has stock, marking them notified:
 * `where notified_at is null` is checked again under each row's lock, so of two instances
 * claiming at once only one gets a row. Run in the transaction that queues their mails, so a
 * claim and its mail commit together or not at all.
 */
export async function claimRestocked(
  db: Executor,
  now: Date,
  limit: number,
): Promise<ClaimedAlert[]> {
  const rows = await queryRows<{
    id: number;
    email: string;
    product_id: number;
    product_name: string;
    size_label: string;
    size_name: string;
  }>(
    db,
    sql`update stock_alerts a set notified_at = ${at(now)}
        from product_sizes s join products p on p.id = s.product_id
        where a.product_size_id = s.id and s.stock_qty > 0 and p.is_visible
          and a.notified_at is null and a.unsubscribed_at is null
          and a.id in (
            select w.id from stock_alerts w join product_sizes ws on ws.id = w.product_size_id
              join products wp on wp.id = ws.product_id
            where w.notified_at is null and w.unsubscribed_at is null and ws.stock_qty > 0
              and wp.is_visible
            order by w.id limit ${limit})
        returning a.id, a.email, p.id as product_id, p.name as product_name,
          s.label as size_label, s.size_name`,
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    productId: row.product_id,
    productName: row.product_name,
    sizeLabel: row.size_label,
    sizeName: row.size_name,
  }));
}

/** The restock mail's link is a new token: only hashes are kept, so the first cannot be rebuilt. */
export async function setTokenHash(db: Executor, id: number, tokenHash: string): Promise<void> {
  await db
    .update(stockAlerts)
    .set({ unsubscribeTokenHash: tokenHash })
    .where(eq(stockAlerts.id, id));
}

/**
 * Deletes the rows whose purpose is over: mailed or withdrawn before `doneBefore`, or still
 * waiting since before `askedBefore`. Answers how many.
 */
export async function deleteFinished(
  db: Executor,
  doneBefore: Date,
  askedBefore: Date,
): Promise<number> {
  const gone = await db
    .delete(stockAlerts)
    .where(
      or(
        lt(stockAlerts.notifiedAt, doneBefore),
        lt(stockAlerts.unsubscribedAt, doneBefore),
        and(isNull(stockAlerts.notifiedAt), lt(stockAlerts.askedAt, askedBefore)),
      ),
    )
    .returning({ id: stockAlerts.id });
  return gone.length;
}

/** How many addresses wait for each of these sizes (sizes nobody waits for are left out). */
export async function waitingBySize(db: Executor, sizeIds: number[]): Promise<Map<number, number>> {
  if (sizeIds.length === 0) return new Map();
  const rows = await queryRows<{ product_size_id: number; waiting: number }>(
    db,
    sql`select product_size_id, count(*)::int as waiting from stock_alerts
        where notified_at is null and unsubscribed_at is null
          and product_size_id in (${sql.join(sizeIds, sql`, `)})
        group by product_size_id`,
  );
  return new Map(rows.map((row) => [row.product_size_id, Number(row.waiting)]));
}

/** An address's alerts with the product and size they are for, oldest first. */
export function alertsOf(db: Executor, email: string) {
  return queryRows<{
    product_name: string;
    size_label: string;
    size_name: string;
    consent_text: string;
    asked_at: Date | string;
    notified_at: Date | string | null;
    unsubscribed_at: Date | string | null;
  }>(
    db,
    sql`select p.name as product_name, s.label as size_label, s.size_name, a.consent_text,
          a.asked_at, a.notified_at, a.unsubscribed_at
        from stock_alerts a join product_sizes s on s.id = a.product_size_id
          join products p on p.id = s.product_id
        where a.email = ${email} order by a.asked_at, a.id`,
  );
}
