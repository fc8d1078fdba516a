import { between, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows, type Transaction } from '#server/db/client.js';
import { appState, deliveryWindowPlaces } from '#server/db/schema/index.js';
import type { DeliveryWindow } from '#shared/delivery.js';

/** A day and window as one key: `2026-12-05|10-13`. */
export const slotKey = (day: string, window: DeliveryWindow) => `${day}|${window}`;

const DEFAULT_PLACES_KEY = 'delivery_places_per_window';

/** The owner's default places per window, if set; `lock` holds it for a change. */
export async function findDefaultPlaces(db: Executor, lock = false): Promise<number | undefined> {
  const query = db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, DEFAULT_PLACES_KEY));
  const [row] = await (lock ? query.for('update') : query);
  const saved = Number(row?.value);
  return row && Number.isInteger(saved) && saved >= 0 ? saved : undefined;
}

export async function saveDefaultPlaces(db: Executor, places: number): Promise<void> {
  await db
    .insert(appState)
    .values({ key: DEFAULT_PLACES_KEY, value: String(places) })
    .onConflictDoUpdate({
      target: appState.key,
      set: { value: String(places), updatedAt: sql`now()` },
    });
}

/** The places staff set for windows of the days from `first` to `last`, by slot key. */
export async function findDayPlaces(
  db: Executor,
  first: string,
  last: string,
  lock = false,
): Promise<Map<string, number>> {
  const query = db
    .select()
    .from(deliveryWindowPlaces)
    .where(between(deliveryWindowPlaces.day, first, last));
  const rows = await (lock ? query.for('update') : query);
  return new Map(rows.map((row) => [slotKey(row.day, row.window), row.places]));
}

export async function saveDayPlaces(
  db: Executor,
  day: string,
  windows: readonly DeliveryWindow[],
  places: number,
): Promise<void> {
  await db
    .insert(deliveryWindowPlaces)
    .values(windows.map((window) => ({ day, window, places })))
    .onConflictDoUpdate({
      target: [deliveryWindowPlaces.day, deliveryWindowPlaces.window],
      set: { places },
    });
}

/**
 * Deliveries booked per window from `first` to `last`, by slot key: the orders that are sales
 * (paid, processing) and the checkouts still open, whose place is held while they are paid.
 * `exceptCart`: the open checkouts of that bag are left out (its shopper's own, which a new
 * checkout of the bag closes before it takes its place).
 */
export async function countBooked(
  db: Executor,
  first: string,
  last: string,
  exceptCart?: number,
): Promise<Map<string, number>> {
  const others =
    exceptCart === undefined ? sql`` : sql` and s.cart_id is distinct from ${exceptCart}`;
  const rows = await queryRows<{ day: string; window: DeliveryWindow; booked: number }>(
    db,
    sql`
      select to_char(b.day, 'YYYY-MM-DD') as day, b.window, count(*)::int as booked
      from (
        select o.delivery_date as day, o.delivery_window as window from orders o
        where o.delivery_date between ${first}::date and ${last}::date
          and o.status in ('paid', 'processing')
        union all
        select s.delivery_date, s.delivery_window from checkout_sessions s
        where s.state = 'open' and s.delivery_date between ${first}::date and ${last}::date${others}
      ) b
      group by b.day, b.window`,
  );
  return new Map(rows.map((row) => [slotKey(row.day, row.window), row.booked]));
}

/**
 * Held until the transaction ends: one booking of this window at a time, so two shoppers who
 * count its last place one after the other cannot both take it.
 */
export async function lockWindow(
  tx: Transaction,
  day: string,
  window: DeliveryWindow,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`delivery-window:${slotKey(day, window)}`}, 0))`,
  );
}
