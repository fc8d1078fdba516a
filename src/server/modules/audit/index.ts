// The audit module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { auditRoutes } from './routes.js';

export {
  type AuditActor,
  type AuditFields,
  type AuditRecord,
  recordAudit,
} from './service.js';

/** The admins' audit trail API; modules record their changes with recordAudit. */
async function audit(app: FastifyInstance): Promise<void> {
  await registerApiRoutes(app, async (api) => {
    await api.register(auditRoutes);
  });
}

export const auditModule = fp(audit, { name: 'audit', dependencies: ['auth'] });
