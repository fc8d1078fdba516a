import type { Database, Executor, Transaction } from '#server/db/client.js';
import { RefusedInputError } from '#server/lib/http-errors.js';
import { type AuditActor, recordAudit } from '#server/modules/audit/index.js';
import {
  DELIVERY_WINDOW_LABELS,
  DELIVERY_WINDOWS,
  type DeliveryWindow,
  formatDeliveryDate,
  formatDeliverySlot,
} from '#shared/delivery.js';
import { SHOP_SETTING_IDS } from '#shared/schemas/audit.js';
import {
  DELIVERY_PLACES_DEFAULT,
  DELIVERY_PLACES_MESSAGES,
  type DeliveryPlaces,
  type SetDayPlaces,
} from '#shared/schemas/delivery-places.js';
import {
  countBooked,
  findDayPlaces,
  findDefaultPlaces,
  lockWindow,
  saveDayPlaces,
  saveDefaultPlaces,
  slotKey,
} from './places-repository.js';

// How many deliveries each window can take (issue 24, decision 0057).

export async function defaultPlaces(db: Executor, lock = false): Promise<number> {
  return (await findDefaultPlaces(db, lock)) ?? DELIVERY_PLACES_DEFAULT;
}

/**
 * Each window of `days` (sorted): its places, set for the day or the default, and its bookings
 * (but those of the open checkouts of `exceptCart`, see countBooked).
 */
export async function placesOfDays(db: Executor, days: readonly string[], exceptCart?: number) {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const [fallback, set, booked] = await Promise.all([
    defaultPlaces(db),
    findDayPlaces(db, first, last),
    countBooked(db, first, last, exceptCart),
  ]);
  return days.map((date) => ({
    date,
    windows: DELIVERY_WINDOWS.map((id) => {
      const key = slotKey(date, id);
      return {
        id,
        label: DELIVERY_WINDOW_LABELS[id],
        places: set.get(key) ?? fallback,
        booked: booked.get(key) ?? 0,
        setForDay: set.has(key),
      };
    }),
  }));
}

/** GET /admin/delivery-places: the bookable days as staff plan them. */
export async function deliveryPlaces(
  db: Executor,
  days: readonly string[],
): Promise<DeliveryPlaces> {
  const [fallback, planned] = await Promise.all([defaultPlaces(db), placesOfDays(db, days)]);
  return {
    defaultPlaces: fallback,
    days: planned.map((day) => ({ ...day, label: formatDeliveryDate(day.date) })),
  };
}

/**
 * Whether the window has a place left, counted under the window's lock, which the caller's
 * transaction holds until it ends: the booking it then writes is the only one to count that place.
 */
export async function hasDeliveryPlace(
  tx: Transaction,
  day: string,
  window: DeliveryWindow,
): Promise<boolean> {
  await lockWindow(tx, day, window);
  const key = slotKey(day, window);
  const places = (await findDayPlaces(tx, day, day)).get(key) ?? (await defaultPlaces(tx));
  const booked = (await countBooked(tx, day, day)).get(key) ?? 0;
  return booked < places;
}

/**
 * Takes a place in a window for a checkout being opened in `tx`, or refuses it at the field, as
 * the calendar's other refusals are (400, so the delivery step shows it at the window). The
 * checkout row the caller then inserts holds the place; released, it gives it back.
 */
export async function takeDeliveryPlace(
  tx: Transaction,
  day: string,
  window: DeliveryWindow,
): Promise<void> {
  if (await hasDeliveryPlace(tx, day, window)) return;
  const msg = DELIVERY_PLACES_MESSAGES.full;
  throw new RefusedInputError(400, msg, 'delivery_window_full', [{ msg, path: 'deliveryWindow' }]);
}

/** Every change of places is one entry of the setting "Delivery places": what, from, to. */
function auditPlaces(
  tx: Executor,
  actor: AuditActor,
  before: Record<string, number>,
  after: Record<string, number>,
): Promise<void> {
  return recordAudit(tx, {
    actor,
    entityType: 'setting',
    entityId: SHOP_SETTING_IDS.deliveryPlaces,
    entityLabel: 'Delivery places',
    action: 'updated',
    before,
    after,
  });
}

/** PUT /admin/delivery-places/day: a day's places in one window or all three, audited. */
export function setDayPlaces(db: Database, actor: AuditActor, asked: SetDayPlaces): Promise<void> {
  const windows = asked.window ? [asked.window] : DELIVERY_WINDOWS;
  return db.transaction(async (tx) => {
    const set = await findDayPlaces(tx, asked.date, asked.date, true);
    const fallback = await defaultPlaces(tx);
    const label = (window: DeliveryWindow) => formatDeliverySlot(asked.date, window);
    await saveDayPlaces(tx, asked.date, windows, asked.places);
    await auditPlaces(
      tx,
      actor,
      Object.fromEntries(
        windows.map((window) => [label(window), set.get(slotKey(asked.date, window)) ?? fallback]),
      ),
      Object.fromEntries(windows.map((window) => [label(window), asked.places])),
    );
  });
}

/** PUT /admin/delivery-places/default: the places of every window not set for its day, audited. */
export function setDefaultPlaces(db: Database, actor: AuditActor, places: number): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await defaultPlaces(tx, true);
    await saveDefaultPlaces(tx, places);
    const field = 'Places per window (default)';
    await auditPlaces(tx, actor, { [field]: before }, { [field]: places });
  });
}
