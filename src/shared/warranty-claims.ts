import { formatDeliveryDate, weekday } from './delivery.js';
import { addDays, shopDay } from './time.js';

/**
 * A warranty claim's life (decision 0060): filed (new), an inspection booked with the customer,
 * then approved or declined (with a reason), and an approved claim resolved once repaired or
 * replaced. The server allows the moves of this one table; the staff screen offers them.
 */
export const CLAIM_STATES = [
  'new',
  'inspection_booked',
  'approved',
  'declined',
  'resolved',
] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export const CLAIM_STATE_LABELS: Record<ClaimState, string> = {
  new: 'New',
  inspection_booked: 'Inspection booked',
  approved: 'Approved',
  declined: 'Declined',
  resolved: 'Resolved',
};

export const CLAIM_MOVES: Record<ClaimState, readonly ClaimState[]> = {
  new: ['inspection_booked', 'approved', 'declined'],
  inspection_booked: ['approved', 'declined'],
  approved: ['resolved'],
  declined: [],
  resolved: [],
};

/** A claim still under way: a line has at most one at a time (decision 0060). */
export const OPEN_CLAIM_STATES: readonly ClaimState[] = ['new', 'inspection_booked', 'approved'];

export const CLAIM_REASON_MAX = 500;
export const CLAIM_DESCRIPTION_MAX = 1000;
export const CLAIM_PHOTOS_MAX = 5;

/** Inspections are booked from tomorrow up to 4 weeks ahead, Monday to Friday (INSPECTION.days). */
export const INSPECTION_LAST_DAY = 28;

export function inspectionRange(now: Date): { first: string; last: string } {
  const today = shopDay(now);
  return { first: addDays(today, 1), last: addDays(today, INSPECTION_LAST_DAY) };
}

/** Why an inspection cannot be on `day`, in the customer's words; undefined when it can. */
export function inspectionDayProblem(
  day: string,
  now: Date,
  holidays: ReadonlyMap<string, string>,
): string | undefined {
  const { first, last } = inspectionRange(now);
  if (day < first) return `The earliest inspection date is ${formatDeliveryDate(first)}.`;
  if (day > last) {
    return `The latest inspection date is ${formatDeliveryDate(last)}: inspections are booked up to 4 weeks ahead.`;
  }
  const dayOfWeek = weekday(day);
  if (dayOfWeek === 0 || dayOfWeek === 6) {
    return 'Inspections are Monday to Friday. Please choose a weekday.';
  }
  const holiday = holidays.get(day);
  if (holiday)
    return `We do not inspect on public holidays (${holiday}). Please choose another date.`;
  return undefined;
}
