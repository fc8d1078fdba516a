import type { Executor } from '#server/db/client.js';
import { InvalidFieldsError, type ListedProblem } from '#server/lib/http-errors.js';
import { holidaysFor, todayIsHoliday } from '#server/modules/deliveries/index.js';
import type { DeliveryDetails } from '#server/modules/payments/index.js';
import { deliveryDayProblem, joinUnit, sameDayProblem } from '#shared/delivery.js';
import type { CheckoutSessionRequest } from '#shared/schemas/delivery.js';

const SAME_DAY_SLOT_MESSAGE = 'Urgent same-day delivery needs today’s date and a window.';

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
  const urgent = body?.services?.some((service) => service.code === 'urgent');
  if (urgent) {
    // Urgent same-day delivery: today, in a window far enough ahead (decision 0063). The payment
    // page offers only later days, so the bag must name the slot.
    const problem = day
      ? sameDayProblem(day, body?.deliveryWindow, now, await todayIsHoliday(db, now))
      : { msg: SAME_DAY_SLOT_MESSAGE, path: 'deliveryDate' };
    if (problem && !problems.some((known) => known.path === problem.path)) problems.push(problem);
  } else if (day) {
    const problem = deliveryDayProblem(day, now, await holidaysFor(db, now));
    if (problem) problems.push({ msg: problem, path: 'deliveryDate' });
  }
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
