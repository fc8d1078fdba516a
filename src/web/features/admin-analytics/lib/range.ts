import { ANALYTICS_DEFAULT_DAYS, type AnalyticsRangeQuery } from '#shared/schemas/analytics.js';
import { formatDate } from '#shared/time.js';

/** What the range controls hold: a preset, and custom dates that may be half filled. */
export interface RangeChoice {
  days: number;
  from: string;
  to: string;
}

export const DEFAULT_RANGE_CHOICE: RangeChoice = { days: ANALYTICS_DEFAULT_DAYS, from: '', to: '' };

/**
 * Spec section 4: the custom range is used only when both dates are set and start is not after
 * end; otherwise the day count applies.
 */
export function rangeQueryOf(choice: RangeChoice): AnalyticsRangeQuery {
  return choice.from && choice.to && choice.from <= choice.to
    ? { start: choice.from, end: choice.to }
    : { days: choice.days };
}

/**
 * Both custom dates set but From after To: the figures fall back to the day count (spec section
 * 4), and the range fields must say so rather than leave staff reading the wrong period.
 */
export function crossedRangeMessage(choice: RangeChoice): string | undefined {
  if (!choice.from || !choice.to || choice.from <= choice.to) return undefined;
  return `From (${formatDate(choice.from)}) is after To (${formatDate(choice.to)}), so the figures are for the last ${choice.days} days. Put the dates in order, or Clear them.`;
}

/** The subtitle: "last 30 days", or the date range. */
export function rangeSubtitle(query: AnalyticsRangeQuery): string {
  return query.start && query.end
    ? `${formatDate(query.start)} – ${formatDate(query.end)}`
    : `last ${query.days} days`;
}
