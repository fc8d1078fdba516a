import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '#server/modules/auth/index.js';
import { orderAnalyticsApiRoutes } from '#shared/admin-api-paths.js';
import {
  analyticsDailySchema,
  analyticsRangeQuerySchema,
  analyticsSummarySchema,
  analyticsTopProductsSchema,
  toFulfillPageSchema,
  toFulfillQuerySchema,
} from '#shared/schemas/analytics.js';
import { salesCsv, salesCsvFileName } from './sales-csv.js';
import {
  dailyRevenue,
  ordersSummary,
  ordersToFulfill,
  resolveRange,
  topProducts,
} from './service.js';

/** Orders Analytics (spec sections 2 and 7): each answer is one SQL query, in Singapore time. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('analytics'));

  const range = { querystring: analyticsRangeQuerySchema };

  app.get(
    orderAnalyticsApiRoutes.summary,
    { schema: { ...range, response: { 200: analyticsSummarySchema } } },
    async (request) => ordersSummary(app.db, request.query, app.clock.now()),
  );

  app.get(
    orderAnalyticsApiRoutes.daily,
    { schema: { ...range, response: { 200: analyticsDailySchema } } },
    async (request) => dailyRevenue(app.db, request.query, app.clock.now()),
  );

  app.get(
    orderAnalyticsApiRoutes['top-products'],
    { schema: { ...range, response: { 200: analyticsTopProductsSchema } } },
    async (request) => topProducts(app.db, request.query, app.clock.now()),
  );

  app.get(
    orderAnalyticsApiRoutes['to-fulfill'],
    { schema: { querystring: toFulfillQuerySchema, response: { 200: toFulfillPageSchema } } },
    async (request) => ordersToFulfill(app.db, request.query, app.clock.now()),
  );

  app.get(orderAnalyticsApiRoutes['sales.csv'], { schema: range }, async (request, reply) => {
    const dates = resolveRange(request.query, app.clock.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${salesCsvFileName(dates)}"`)
      .send(Readable.from(salesCsv(app.db, dates)));
  });
};
