import type { Executor } from '#server/db/client.js';
import { ValidationError } from '#server/lib/http-errors.js';
import type { BookedSlot, DeliveryDetails } from '#server/modules/payments/index.js';
import {
  DELIVERY_WINDOW_LABELS,
  DELIVERY_WINDOWS,
  deliveryDayProblem,
  deliveryDays,
  deliveryRange,
  formatDeliveryDate,
  joinUnit,
} from '#shared/delivery.js';
import type { CheckoutSessionRequest, DeliverySlots } from '#shared/schemas/delivery.js';
import { findHolidays } from './delivery-repository.js';

/** The holidays that matter to an order placed at `now`: those in its bookable range. */
export async function holidaysFor(db: Executor, now: Date): Promise<Map<string, string>> {
  const { first, last } = deliveryRange(now);
  return findHolidays(db, first, last);
}

/** GET /checkout/delivery-slots: every day and window a delivery ordered now can be booked for. */
export async function deliverySlots(db: Executor, now: Date): Promise<DeliverySlots> {
  const holidays = await holidaysFor(db, now);
  const windows = DELIVERY_WINDOWS.map((id) => ({ id, label: DELIVERY_WINDOW_LABELS[id] }));
  return {
    days: deliveryDays(now, new Set(holidays.keys())).map((date) => ({
      date,
      label: formatDeliveryDate(date),
      windows,
    })),
  };
}

/** Every date and window bookable now, for a payment page that has to ask for the slot. */
export async function bookableSlots(db: Executor, now: Date): Promise<BookedSlot[]> {
  const { days } = await deliverySlots(db, now);
  return days.flatMap((day) =>
    day.windows.map((window) => ({ date: day.date, window: window.id })),
  );
}

/**
 * Refuses a slot the shop cannot serve for an order placed at `now` (past, too soon, too late, a
 * Sunday, a holiday) with a 400 that says which rule; the server's clock and calendar decide.
 */
export async function checkDeliveryDay(db: Executor, day: string, now: Date): Promise<void> {
  const problem = deliveryDayProblem(day, now, await holidaysFor(db, now));
  if (problem) throw new ValidationError(problem);
}

/** The checked details of a POST /checkout/session body (the schema checked their form). */
export async function deliveryDetailsOf(
  db: Executor,
  body: CheckoutSessionRequest | null | undefined,
  now: Date,
): Promise<DeliveryDetails> {
  if (body?.deliveryDate) await checkDeliveryDay(db, body.deliveryDate, now);
  return {
    phone: body?.phone ?? null,
    shippingLine1: body?.addressLine ? joinUnit(body.addressLine, body.unitNumber) : null,
    shippingPostal: body?.postalCode ?? null,
    deliveryDate: body?.deliveryDate ?? null,
    deliveryWindow: body?.deliveryWindow ?? null,
    saveAddress: Boolean(body?.saveAddress && body.addressLine),
  };
}
