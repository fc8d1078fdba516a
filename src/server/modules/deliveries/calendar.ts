import type { Executor } from '#server/db/client.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import { deliveryDays, deliveryRange, formatDeliveryDate, weekday } from '#shared/delivery.js';
import type { DeliverySlots } from '#shared/schemas/delivery.js';
import { shopDay } from '#shared/time.js';
import { findHolidays } from './holidays-repository.js';
import { placesOfDays } from './places.js';

/** The holidays that matter to an order placed at `now`: those in its bookable range. */
export async function holidaysFor(db: Executor, now: Date): Promise<Map<string, string>> {
  const { first, last } = deliveryRange(now);
  return findHolidays(db, first, last);
}

/** The public holidays from `first` to `last`, both included: day → name (the warranty's inspections). */
export function holidaysBetween(
  db: Executor,
  first: string,
  last: string,
): Promise<Map<string, string>> {
  return findHolidays(db, first, last);
}

/**
 * Why staff cannot move a delivery to `day` at `now`, in their words; undefined when they can.
 * Staff may move one to any day from tomorrow (a redelivery cannot wait a week), but never to a
 * Sunday or a public holiday.
 */
export async function staffDayProblem(
  db: Executor,
  day: string,
  now: Date,
): Promise<string | undefined> {
  if (day <= shopDay(now)) return 'Choose a day from tomorrow: the vans for today have left.';
  if (weekday(day) === 0) return 'We do not deliver on Sundays.';
  const holiday = (await findHolidays(db, day, day)).get(day);
  return holiday ? `We do not deliver on public holidays (${holiday}).` : undefined;
}

/** Every day a delivery ordered at `now` may be booked for: Monday to Saturday, no holidays. */
export async function bookableDays(db: Executor, now: Date): Promise<string[]> {
  return deliveryDays(now, new Set((await holidaysFor(db, now)).keys()));
}

/**
 * GET /checkout/delivery-slots: every day and window a delivery ordered now can be booked for,
 * leaving out windows with no place left (and days with none at all). A shopper back from the
 * payment page (`ownCart`, their bag) is still offered the window their open checkout holds:
 * checking out again closes that checkout before taking the place anew.
 */
export async function deliverySlots(
  db: Executor,
  now: Date,
  ownCart?: number,
): Promise<DeliverySlots> {
  const planned = await placesOfDays(db, await bookableDays(db, now), ownCart);
  return {
    days: planned.flatMap((day) => {
      const windows = day.windows
        .filter((window) => window.booked < window.places)
        .map(({ id, label }) => ({ id, label }));
      return windows.length > 0
        ? [{ date: day.date, label: formatDeliveryDate(day.date), windows }]
        : [];
    }),
  };
}

/** Every date and window bookable now, for a payment page that has to ask for the slot. */
export async function bookableSlots(
  db: Executor,
  now: Date,
): Promise<{ date: string; window: DeliveryWindow }[]> {
  const { days } = await deliverySlots(db, now);
  return days.flatMap((day) =>
    day.windows.map((window) => ({ date: day.date, window: window.id })),
  );
}
