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

/** The subtitle: "last 30 days", or the date range. */
export function rangeSubtitle(query: AnalyticsRangeQuery): string {
  return query.start && query.end
    ? `${formatDate(query.start)} – ${formatDate(query.end)}`
    : `last ${query.days} days`;
}
