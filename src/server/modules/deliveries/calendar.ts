import type { Executor } from '#server/db/client.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import {
  deliveryDays,
  deliveryRange,
  formatDeliveryDate,
  sameDayWindows,
  weekday,
} from '#shared/delivery.js';
import type { DeliverySlots } from '#shared/schemas/delivery.js';
import { shopDay } from '#shared/time.js';
import { findHolidays } from './holidays-repository.js';
import { placesOfDays } from './places.js';
import { findServices } from './services-repository.js';

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

/** A day's windows with a place left, as shoppers are offered them; undefined when none has. */
function offeredDay(day: Awaited<ReturnType<typeof placesOfDays>>[number], only?: string[]) {
  const windows = day.windows
    .filter((window) => window.booked < window.places && (!only || only.includes(window.id)))
    .map(({ id, label }) => ({ id, label }));
  return windows.length > 0
    ? { date: day.date, label: formatDeliveryDate(day.date), windows }
    : undefined;
}

/** Whether today is a public holiday: no same-day delivery then. */
export async function todayIsHoliday(db: Executor, now: Date): Promise<boolean> {
  const today = shopDay(now);
  return (await findHolidays(db, today, today)).has(today);
}

/**
 * Today's windows an urgent same-day delivery can still be booked in (decision 0063): the service
 * offered, the window far enough ahead, a place left. Null when there is none.
 */
async function sameDaySlots(db: Executor, now: Date, ownCart?: number) {
  const [urgent] = await findServices(db, ['urgent']);
  if (!urgent?.offered) return null;
  const windows = sameDayWindows(now, await todayIsHoliday(db, now));
  if (windows.length === 0) return null;
  const [today] = await placesOfDays(db, [shopDay(now)], ownCart);
  const offered = today && offeredDay(today, windows);
  return offered ? { ...offered, label: `Today, ${offered.label}` } : null;
}

/**
 * GET /checkout/delivery-slots: every day and window a delivery ordered now can be booked for,
 * leaving out windows with no place left (and days with none at all), and today's windows for an
 * urgent same-day delivery. A shopper back from the payment page (`ownCart`, their bag) is still
 * offered the window their open checkout holds: checking out again closes that checkout before
 * taking the place anew.
 */
export async function deliverySlots(
  db: Executor,
  now: Date,
  ownCart?: number,
): Promise<DeliverySlots> {
  const planned = await placesOfDays(db, await bookableDays(db, now), ownCart);
  return {
    days: planned.flatMap((day) => offeredDay(day) ?? []),
    sameDay: await sameDaySlots(db, now, ownCart),
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
