import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '#server/modules/auth/index.js';
import { newsletterSubscribersCsvApiPath } from '#shared/admin-api-paths.js';
import { subscribersCsv, subscribersCsvFileName } from './subscribers-csv.js';

/**
 * The owner's export of the list (decision 0068). The 'users' area, the owner's alone: the whole
 * list at once is a bulk copy of people's addresses, unlike the one customer at a time that store
 * staff look up in 'customers'.
 */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('users'));

  app.get(newsletterSubscribersCsvApiPath, async (_request, reply) => {
    const csv = await subscribersCsv(app.db);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${subscribersCsvFileName(app.clock.now())}"`,
      )
      .send(csv);
  });
};
