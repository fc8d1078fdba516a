import { LOCALE } from './constants.js';
import { onFirstUse } from './on-first-use.js';

/** Days, today and weeks are the shop's: Singapore's calendar, weeks from Monday. */
export const SHOP_TIME_ZONE = 'Asia/Singapore';

const DAY_MS = 86_400_000;

/** A formatter in Singapore time (the shop's locale unless told), built the first time it is used. */
function shopFormat(options: Intl.DateTimeFormatOptions, locale: string = LOCALE) {
  return onFirstUse(
    () => new Intl.DateTimeFormat(locale, { timeZone: SHOP_TIME_ZONE, ...options }),
  );
}

// en-CA writes dates as YYYY-MM-DD.
const calendarDay = shopFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

/** YYYY-MM-DD of the day `instant` falls on in Singapore. */
export function shopDay(instant: Date): string {
  return calendarDay().format(instant);
}

/** The YYYY-MM-DD date `days` days after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days between two YYYY-MM-DD dates, both counted. */
export function daysInRange(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1
  );
}

const dateTime = shopFormat({ dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = shopFormat({ dateStyle: 'medium' });
const timeOnly = shopFormat({ timeStyle: 'short' });
const dayAndMonth = shopFormat({ day: 'numeric', month: 'short' });
const longDate = shopFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** "22 Nov 2026, 8:15 pm": staff and shoppers see the shop's (Singapore) time wherever they are. */
export function formatDateTime(instant: Date | string): string {
  return dateTime().format(new Date(instant));
}

/** "22 Nov 2026" for an instant, or for a YYYY-MM-DD Singapore date. */
export function formatDate(isoOrDay: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(isoOrDay) ? `${isoOrDay}T12:00:00+08:00` : isoOrDay;
  return dateOnly().format(new Date(instant));
}

/** "8:15 pm": the time of day an instant is in Singapore, as `formatDateTime` writes it. */
export function formatTime(instant: Date | string): string {
  return timeOnly().format(new Date(instant));
}

/** "22 Nov" for a YYYY-MM-DD Singapore date: the revenue chart's axis. */
export function formatShortDate(day: string): string {
  return dayAndMonth().format(new Date(`${day}T12:00:00+08:00`));
}

/** "22 November 2026": the tax invoice's date. */
export function formatLongDate(instant: Date): string {
  return longDate().format(instant);
}

const clock = shopFormat(
  { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  'en-GB',
);

/** "20:15:07": the time of day `instant` is in Singapore (for files read by spreadsheets). */
export function shopClock(instant: Date | string): string {
  return clock().format(new Date(instant));
}

/** The instant of `minuteOfDay` minutes after midnight of the Singapore date `day` (no DST there). */
export function shopInstant(day: string, minuteOfDay: number): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + minuteOfDay * 60_000);
}
