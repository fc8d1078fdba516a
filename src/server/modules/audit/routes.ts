import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOnly } from '#server/modules/auth/index.js';
import { auditApiPath } from '#shared/admin-api-paths.js';
import { auditListSchema, auditQuerySchema } from '#shared/schemas/audit.js';
import { auditTrail } from './service.js';

/** The audit trail for admins: one item's history, or every change filtered (decision 0035). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', staffOnly('audit'));

  app.get(
    auditApiPath,
    { schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } } },
    async (request) => ({ entries: await auditTrail(app.db, request.query) }),
  );
};
