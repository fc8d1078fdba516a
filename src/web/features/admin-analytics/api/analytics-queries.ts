import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { orderAnalyticsApiPath } from '#shared/admin-api-paths.js';
import { API_BASE } from '#shared/constants.js';
import {
  type AnalyticsRangeQuery,
  analyticsDailySchema,
  analyticsSummarySchema,
  analyticsTopProductsSchema,
  TOP_PRODUCTS_LIMIT,
  toFulfillPageSchema,
} from '#shared/schemas/analytics.js';
import { api } from '#web/lib/api-client.ts';

/** GET /analytics/orders/{endpoint} with `days` or `start`/`end` (spec section 7). */
function analyticsQuery<T>(
  endpoint: string,
  schema: ZodType<T>,
  query: AnalyticsRangeQuery & { limit?: number; offset?: number },
) {
  return queryOptions({
    queryKey: ['analytics', endpoint, query],
    queryFn: ({ signal }) =>
      api.get(orderAnalyticsApiPath(endpoint), { query: { ...query }, schema, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAnalyticsSummary = (range: AnalyticsRangeQuery) =>
  useQuery(analyticsQuery('summary', analyticsSummarySchema, range));

export const useDailyRevenue = (range: AnalyticsRangeQuery) =>
  useQuery(analyticsQuery('daily', analyticsDailySchema, range));

export const useTopProducts = (range: AnalyticsRangeQuery) =>
  useQuery(
    analyticsQuery('top-products', analyticsTopProductsSchema, {
      ...range,
      limit: TOP_PRODUCTS_LIMIT,
    }),
  );

export const useOrdersToFulfill = (
  range: AnalyticsRangeQuery,
  page: { limit: number; offset: number },
) => useQuery(analyticsQuery('to-fulfill', toFulfillPageSchema, { ...range, ...page }));

/** The sales CSV of a range: a plain download, named by the server with the range's dates. */
export function salesCsvUrl(range: AnalyticsRangeQuery): string {
  const query = new URLSearchParams(
    Object.entries(range).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
  return `${API_BASE}${orderAnalyticsApiPath('sales.csv')}?${query}`;
}
