import type { FastifyInstance } from 'fastify';

/** /healthz: the process answers. /readyz: it can also reach its database, so it may take traffic. */
export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ message: 'Database not reachable' });
    }
  });
}
