import { z } from 'zod';
import { ORDER_STATUSES } from '../constants.js';
import { PAYMENT_METHOD_TYPES } from '../payment-methods.js';
import { SALE_CHANNELS } from '../sale-channels.js';
import { daysInRange } from '../time.js';
import { deliverySchema } from './delivery.js';

export const ANALYTICS_PRESET_DAYS = [7, 30, 90] as const;
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;
export const TOP_PRODUCTS_LIMIT = 5;
export const TO_FULFILL_PAGE_SIZES = [10, 25, 50, 100] as const;
export const TO_FULFILL_DEFAULT_PAGE_SIZE = 25;
/**
 * The dates a range may name. JavaScript knows a year 0 that PostgreSQL's calendar has not, and the
 * shop sold nothing before 1970: outside these a range is refused rather than sent to the database.
 */
export const ANALYTICS_EARLIEST_DATE = '1970-01-01';
export const ANALYTICS_LATEST_DATE = '9999-12-31';

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one), within the dates above. */
export const calendarDate = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD).` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD).`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${field} must be a real date.`)
    .refine(
      (value) => value >= ANALYTICS_EARLIEST_DATE && value <= ANALYTICS_LATEST_DATE,
      `${field} must be between ${ANALYTICS_EARLIEST_DATE} and ${ANALYTICS_LATEST_DATE}.`,
    );

/**
 * Spec section 7: `days`, or `start` and `end` together. Refused (400): a malformed date, end
 * before start, one date without the other, more than 366 days.
 */
const rangeFields = {
  days: z.coerce
    .number({ error: 'days must be a number.' })
    .int('days must be a whole number.')
    .min(1, 'days must be at least 1.')
    .max(ANALYTICS_MAX_DAYS, `days must be at most ${ANALYTICS_MAX_DAYS}.`)
    .optional(),
  start: calendarDate('start').optional(),
  end: calendarDate('end').optional(),
};

function checkRange(
  query: { start?: string | undefined; end?: string | undefined },
  context: z.RefinementCtx,
): void {
  if ((query.start === undefined) !== (query.end === undefined)) {
    context.addIssue({ code: 'custom', message: 'start and end must be given together.' });
    return;
  }
  if (query.start === undefined || query.end === undefined) return;
  const days = daysInRange(query.start, query.end);
  if (days < 1) context.addIssue({ code: 'custom', message: 'end must not be before start.' });
  else if (days > ANALYTICS_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      message: `A range can be at most ${ANALYTICS_MAX_DAYS} days.`,
    });
  }
}

/**
 * Spec section 7: `days`, or `start` and `end` together. Refused (400): a malformed date, end
 * before start, one date without the other, more than 366 days.
 */
export const analyticsRangeQuerySchema = z.object(rangeFields).superRefine(checkRange);
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

export const toFulfillQuerySchema = z
  .object({
    ...rangeFields,
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(100, 'limit must be at most 100.')
      .default(TO_FULFILL_DEFAULT_PAGE_SIZE),
    offset: z.coerce
      .number({ error: 'offset must be a number.' })
      .int('offset must be a whole number.')
      .min(0, 'offset cannot be negative.')
      .default(0),
  })
  .superRefine(checkRange);
export type ToFulfillQuery = z.infer<typeof toFulfillQuerySchema>;

/** The dates an answer covers, in Singapore's calendar, both included. */
export const analyticsRangeSchema = z.object({
  start: z.string(),
  end: z.string(),
  days: z.number(),
});
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

/**
 * A period's figures for comparison: the previous range of the same length (the day before the
 * range's first day back), and today / this week up to the same moment a day / a week earlier.
 */
export const analyticsPreviousSchema = z.object({
  paidCount: z.number().int(),
  revenueCents: z.number().int(),
  avgOrderValueCents: z.number().int(),
  todayCount: z.number().int(),
  weekCount: z.number().int(),
  abandonedCheckouts: z.number().int(),
  abandonedCents: z.number().int(),
  conversionRate: z.number().nullable(),
  range: analyticsRangeSchema,
});
export type AnalyticsPrevious = z.infer<typeof analyticsPreviousSchema>;

/**
 * One payment method's share of the range's sales (issue 23): its sales and their revenue. The
 * method is null for orders placed before it was recorded. The split adds up to the summary.
 */
export const revenueByMethodSchema = z.object({
  method: z.enum(PAYMENT_METHOD_TYPES).nullable(),
  paidCount: z.number().int(),
  revenue: z.number(),
  revenueCents: z.number().int(),
});
export type RevenueByMethod = z.infer<typeof revenueByMethodSchema>;

/** The range's sales by where they were made (decision 0067); the split adds up to the summary. */
export const revenueByChannelSchema = z.object({
  channel: z.enum(SALE_CHANNELS),
  paidCount: z.number().int(),
  revenue: z.number(),
  revenueCents: z.number().int(),
});
export type RevenueByChannel = z.infer<typeof revenueByChannelSchema>;

/**
 * Spec section 3, Analytics summary; revenue and average in dollars, also in cents. Every count
 * is of sales: orders paid or processing (docs/decisions/0008). Abandoned checkouts: opened in
 * the range and ended without a payment; the conversion rate is the share of the range's ended
 * checkouts that were paid (null when none ended).
 */
export const analyticsSummarySchema = z.object({
  paidCount: z.number().int(),
  revenue: z.number(),
  revenueCents: z.number().int(),
  avgOrderValue: z.number(),
  avgOrderValueCents: z.number().int(),
  todayCount: z.number().int(),
  weekCount: z.number().int(),
  abandonedCheckouts: z.number().int(),
  abandonedValue: z.number(),
  abandonedCents: z.number().int(),
  conversionRate: z.number().nullable(),
  range: analyticsRangeSchema,
  previous: analyticsPreviousSchema,
  /** An addition to the spec's summary: the range's sales by payment method, most revenue first. */
  revenueByMethod: z.array(revenueByMethodSchema),
  /** An addition: online, showroom and phone sales of the range, always all three. */
  revenueByChannel: z.array(revenueByChannelSchema),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** Spec section 3, Daily entry: every day of the range, days without sales at 0. */
export const dailyEntrySchema = z.object({
  date: z.string(),
  revenue: z.number(),
  revenueCents: z.number().int(),
  /** Sales of the day (paid or processing). */
  paidCount: z.number().int(),
});
export type DailyEntry = z.infer<typeof dailyEntrySchema>;
export const analyticsDailySchema = z.array(dailyEntrySchema);

/**
 * Spec section 3, Top product. `productId` is null for a product deleted since; revenue is the
 * product's share of what its orders charged, after vouchers.
 */
export const topProductSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  qty: z.number().int(),
  revenue: z.number(),
  revenueCents: z.number().int(),
});
export type TopProduct = z.infer<typeof topProductSchema>;
export const analyticsTopProductsSchema = z.array(topProductSchema);

/** Spec section 3, To-fulfill row. */
export const toFulfillRowSchema = z.object({
  fulfillmentId: z.number().int(),
  createdAt: z.string(),
  orderId: z.number().int(),
  email: z.string(),
  itemsCount: z.number().int(),
  shippingLine1: z.string(),
  shippingPostal: z.string(),
  /** The booked delivery: the warehouse plans its rounds by it (issue 15). */
  delivery: deliverySchema,
  status: z.enum(ORDER_STATUSES),
  amountSGD: z.number(),
  receiptUrl: z.string(),
});

export const toFulfillPageSchema = z.object({
  rows: z.array(toFulfillRowSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ToFulfillPage = z.infer<typeof toFulfillPageSchema>;
