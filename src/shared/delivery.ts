import { LOCALE } from './constants.js';
import { onFirstUse } from './on-first-use.js';
import { addDays, shopDay } from './time.js';

/**
 * Delivery slots (issue 15, docs/decisions/0032-delivery-slots-and-public-holidays.md): Monday to
 * Saturday, three windows a day, from 7 days after the order up to 4 weeks, never on a Sunday or a
 * Singapore public holiday. Days are the shop's (Singapore) calendar days, YYYY-MM-DD.
 */
export const DELIVERY_WINDOWS = ['10-13', '13-16', '15-18'] as const;
export type DeliveryWindow = (typeof DELIVERY_WINDOWS)[number];

/** How the delivery page words each window. */
export const DELIVERY_WINDOW_LABELS: Record<DeliveryWindow, string> = {
  '10-13': '10am–1pm',
  '13-16': '1pm–4pm',
  '15-18': '3pm–6pm',
};

/** The first bookable day is this many days after the order's day… */
export const DELIVERY_LEAD_DAYS = 7;
/** …and the last one 4 weeks after it. */
export const DELIVERY_LAST_DAY = 28;

/** A Singapore mobile or fixed-line number: 8 digits from 3, 6, 8 or 9, optionally after +65. */
const PHONE_PATTERN = /^(?:\+?65)?([3689]\d{7})$/;
export const PHONE_MESSAGE =
  'Enter a Singapore phone number: 8 digits starting with 3, 6, 8 or 9, optionally after +65.';

/** "+65 9123 4567" from "91234567", "+65 9123-4567", "6591234567"…; undefined when not a number. */
export function normalisePhone(input: string): string | undefined {
  const digits = PHONE_PATTERN.exec(input.replace(/[\s\-()]/g, ''))?.[1];
  return digits && `+65 ${digits.slice(0, 4)} ${digits.slice(4)}`;
}

/** A unit number as Singapore addresses write it: #05-12, #12-345A. */
export const UNIT_PATTERN = /^#\d{1,3}-\d{1,5}[A-Z]?$/;
export const UNIT_MESSAGE =
  'Enter the unit number like #05-12, or leave it empty for a landed home.';

/** "10 Tampines Central 1, #03-21": how the street and the unit are shipped and saved together. */
export function joinUnit(street: string, unit: string | null | undefined): string {
  return unit ? `${street}, ${unit}` : street;
}

/** The reverse of joinUnit, so a saved address fills both fields again. */
export function splitUnit(addressLine: string): { street: string; unit: string } {
  const match = /^(.*?),?\s*(#\d{1,3}-\d{1,5}[A-Z]?)$/.exec(addressLine.trim());
  return match?.[1] && match[2]
    ? { street: match[1], unit: match[2] }
    : { street: addressLine.trim(), unit: '' };
}

/** The first and the last day a delivery can be booked on for an order placed at `now`. */
export function deliveryRange(now: Date): { first: string; last: string } {
  const today = shopDay(now);
  return { first: addDays(today, DELIVERY_LEAD_DAYS), last: addDays(today, DELIVERY_LAST_DAY) };
}

/** 0 is Sunday, as Date.getUTCDay counts; a YYYY-MM-DD day has no time zone of its own. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The days a delivery can be booked on, in order: the range without Sundays and holidays. */
export function deliveryDays(now: Date, holidays: ReadonlySet<string>): string[] {
  const { first, last } = deliveryRange(now);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (weekday(day) !== 0 && !holidays.has(day)) days.push(day);
  }
  return days;
}

/**
 * Urgent same-day delivery (decision 0063): today, in a window that starts at least this many
 * hours after the order, so the crew can load it.
 */
export const SAME_DAY_NOTICE_HOURS = 3;

/** When a window of `day` starts. Singapore keeps +08:00 all year (no daylight saving). */
function windowStart(day: string, window: DeliveryWindow): number {
  return Date.parse(`${day}T${window.slice(0, 2)}:00:00+08:00`);
}

/** Today's windows a same-day delivery ordered at `now` can still make: none on a Sunday or holiday. */
export function sameDayWindows(now: Date, todayIsHoliday: boolean): DeliveryWindow[] {
  const today = shopDay(now);
  if (weekday(today) === 0 || todayIsHoliday) return [];
  const notice = SAME_DAY_NOTICE_HOURS * 3_600_000;
  return DELIVERY_WINDOWS.filter((window) => windowStart(today, window) - now.getTime() >= notice);
}

/** Why an urgent same-day delivery cannot be booked for `day` and `window`; undefined when it can. */
export function sameDayProblem(
  day: string,
  window: DeliveryWindow | undefined,
  now: Date,
  todayIsHoliday: boolean,
): { msg: string; path: 'deliveryDate' | 'deliveryWindow' } | undefined {
  const windows = sameDayWindows(now, todayIsHoliday);
  if (windows.length === 0) {
    return {
      msg: 'No same-day delivery can be made any more today. Leave out urgent same-day delivery and choose a date.',
      path: 'deliveryDate',
    };
  }
  if (day !== shopDay(now)) {
    return {
      msg: `Urgent same-day delivery is delivered today, ${formatDeliveryDate(shopDay(now))}: choose today, or leave it out.`,
      path: 'deliveryDate',
    };
  }
  if (window && !windows.includes(window)) {
    return {
      msg: `That window starts too soon: a same-day delivery needs ${SAME_DAY_NOTICE_HOURS} hours. Choose a later window.`,
      path: 'deliveryWindow',
    };
  }
  return undefined;
}

/** Why a day cannot be booked, in words a shopper understands; undefined when it can. */
export function deliveryDayProblem(
  day: string,
  now: Date,
  holidays: ReadonlyMap<string, string>,
): string | undefined {
  const { first, last } = deliveryRange(now);
  // The days named are ones that can be booked, not a Sunday or a holiday at the range's ends.
  const bookable = deliveryDays(now, new Set(holidays.keys()));
  if (day < first) {
    return `The earliest delivery date is ${formatDeliveryDate(bookable[0] ?? first)}: deliveries are booked from ${DELIVERY_LEAD_DAYS} days after ordering.`;
  }
  if (day > last) {
    return `The latest delivery date is ${formatDeliveryDate(bookable.at(-1) ?? last)}: deliveries are booked up to 4 weeks ahead.`;
  }
  if (weekday(day) === 0) return 'We do not deliver on Sundays. Please choose another date.';
  const holiday = holidays.get(day);
  if (holiday)
    return `We do not deliver on public holidays (${holiday}). Please choose another date.`;
  return undefined;
}

const deliveryDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
);

/** "Sat, 5 Dec 2026" for a YYYY-MM-DD day. */
export function formatDeliveryDate(day: string): string {
  return deliveryDate().format(new Date(`${day}T00:00:00Z`));
}

/** A booked delivery as every answer carries it; a slot is null on orders placed before slots. */
export function bookedDelivery(
  phone: string | null,
  date: string | null,
  window: DeliveryWindow | null,
): {
  phone: string | null;
  date: string | null;
  window: DeliveryWindow | null;
  slot: string | null;
} {
  return {
    phone,
    date: date && window ? date : null,
    window: date && window ? window : null,
    slot: date && window ? formatDeliverySlot(date, window) : null,
  };
}

/**
 * "Sat, 5 Dec 2026, 10am–1pm": THE wording of a booked slot on the success page, e-mails, invoice,
 * My Orders, the guest order page and the admin's views.
 */
export function formatDeliverySlot(day: string, window: DeliveryWindow): string {
  return `${formatDeliveryDate(day)}, ${DELIVERY_WINDOW_LABELS[window]}`;
}
