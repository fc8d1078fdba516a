import { formatDeliveryDate } from './delivery.js';
import { shopInfo } from './shop-info.js';
import { addDays, shopDay } from './time.js';

/**
 * Showroom visits (issue 25, decision 0065): the two stores of shop-info.json as showrooms, their
 * opening times as minutes after midnight in Singapore, and the rules of a bookable day and slot.
 * Server and browser read this one file, so the slots the page offers are the ones the server takes.
 */
export const SHOWROOM_HOURS: Record<number, { opensAt: number; closesAt: number }> = {
  1: { opensAt: 11 * 60, closesAt: 20 * 60 + 30 },
  2: { opensAt: 11 * 60, closesAt: 19 * 60 },
};

export const SHOWROOM_IDS = shopInfo.stores.map((store) => store.id);

export type Showroom = (typeof shopInfo.stores)[number] & { opensAt: number; closesAt: number };

export function showroomOf(id: number): Showroom | undefined {
  const store = shopInfo.stores.find((candidate) => candidate.id === id);
  const hours = SHOWROOM_HOURS[id];
  return store && hours ? { ...store, ...hours } : undefined;
}

export const VISIT_STATES = ['booked', 'attended', 'no_show', 'cancelled'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

export const VISIT_STATE_LABELS: Record<VisitState, string> = {
  booked: 'Booked',
  attended: 'Attended',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/** What staff may mark a visit as: only a booked visit, and only as one of these. */
export const VISIT_OUTCOMES = ['attended', 'no_show'] as const;
export type VisitOutcome = (typeof VISIT_OUTCOMES)[number];

/** Until staff set them: 30-minute slots, two visitors (households) each. */
export const DEFAULT_SLOT_MINUTES = 30;
export const DEFAULT_VISITORS_PER_SLOT = 2;
export const SLOT_MINUTES_CHOICES = [15, 20, 30, 45, 60, 90, 120] as const;
export const VISITORS_PER_SLOT_MAX = 50;

/** Bookable days: tomorrow (Singapore) to 30 days ahead. */
export const VISIT_DAYS_AHEAD = 30;
export const VISIT_MATTRESSES_MAX = 5;
/** Visits older than this many months are deleted by housekeeping (PDPA, decision 0065). */
export const VISIT_RETENTION_MONTHS = 12;

export function visitDayRange(now: Date): { first: string; last: string } {
  const today = shopDay(now);
  return { first: addDays(today, 1), last: addDays(today, VISIT_DAYS_AHEAD) };
}

/** The start of every slot of a day, in minutes after midnight: only slots that end by closing. */
export function slotStarts(showroom: Showroom, slotMinutes: number): number[] {
  const starts: number[] = [];
  for (let at = showroom.opensAt; at + slotMinutes <= showroom.closesAt; at += slotMinutes) {
    starts.push(at);
  }
  return starts;
}

/** "2:30 pm" for 870 minutes after midnight. */
export function formatMinuteOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const suffix = hours < 12 ? 'am' : 'pm';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(rest).padStart(2, '0')} ${suffix}`;
}

/** "Sat, 5 Dec 2026, 2:30 pm": a visit's day and time as mails and pages say it. */
export function formatVisitTime(day: string, start: number): string {
  return `${formatDeliveryDate(day)}, ${formatMinuteOfDay(start)}`;
}
