import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * /healthz: the process answers. /readyz: it may take traffic: not shutting down (drain.ts), and
 * it can reach its database.
 */
async function healthRoutes(
  app: FastifyInstance,
  { ping }: { ping: () => Promise<void> },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    if (app.drain.draining)
      return reply.status(503).send({ message: 'Shutting down', code: 'unavailable' });
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ message: 'Database not reachable', code: 'unavailable' });
    }
  });
}

export const healthPlugin = fp(healthRoutes, { name: 'health', dependencies: ['drain'] });
