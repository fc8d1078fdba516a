import { LOCALE } from '#shared/constants.js';
import { SHOP_TIME_ZONE } from '#shared/schemas/analytics.js';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateOnly = new Intl.DateTimeFormat(LOCALE, { timeZone: SHOP_TIME_ZONE, dateStyle: 'medium' });

/** "22 Nov 2026, 8:15 pm": staff see the shop's (Singapore) time wherever they are. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "22 Nov 2026" for an instant, or for a YYYY-MM-DD Singapore date. */
export function formatDate(isoOrDay: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(isoOrDay) ? `${isoOrDay}T12:00:00+08:00` : isoOrDay;
  return dateOnly.format(new Date(instant));
}
