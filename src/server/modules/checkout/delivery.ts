import type { Executor } from '#server/db/client.js';
import { InvalidFieldsError, type ListedProblem } from '#server/lib/http-errors.js';
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

/** The day a body asks for, when it is one the schema took (else the schema's problem says so). */
function dayToCheck(body: unknown, problems: readonly ListedProblem[]): string | undefined {
  if (problems.some((problem) => problem.path === 'deliveryDate')) return undefined;
  const day = (body as { deliveryDate?: unknown } | null | undefined)?.deliveryDate;
  return typeof day === 'string' && day.trim() !== '' ? day : undefined;
}

/**
 * The checked details of a POST /checkout/session body. The route's schema leaves its problems
 * here (`schemaProblems`, the body then as sent) so that the calendar's rule is checked as well
 * and the answer lists every problem at once: one submit shows the shopper all there is to fix.
 */
export async function deliveryDetailsOf(
  db: Executor,
  body: CheckoutSessionRequest | null | undefined,
  schemaProblems: ListedProblem[],
  now: Date,
): Promise<DeliveryDetails> {
  const problems = [...schemaProblems];
  const day = dayToCheck(body, problems);
  const dayProblem = day && deliveryDayProblem(day, now, await holidaysFor(db, now));
  if (dayProblem) problems.push({ msg: dayProblem, path: 'deliveryDate' });
  if (problems.length > 0) throw new InvalidFieldsError(problems);
  return {
    phone: body?.phone ?? null,
    shippingLine1: body?.addressLine ? joinUnit(body.addressLine, body.unitNumber) : null,
    shippingPostal: body?.postalCode ?? null,
    deliveryDate: body?.deliveryDate ?? null,
    deliveryWindow: body?.deliveryWindow ?? null,
    saveAddress: Boolean(body?.saveAddress && body.addressLine),
  };
}
