import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown's first step: the instance says it is not ready but keeps serving. */
    drain: Drain;
  }
}

export interface Drain {
  readonly draining: boolean;
  /** /readyz answers 503 from now on, and every connection closes after its next answer. */
  begin(): void;
}

/**
 * A load balancer keeps sending to an instance until its health check fails, and reuses idle
 * keep-alive connections. So on SIGTERM the instance first fails /readyz while serving as usual,
 * and ends its connections one answer at a time; when the drain period is over nothing reaches
 * it any more, and closing the listener loses no request.
 */
async function drain(app: FastifyInstance): Promise<void> {
  let draining = false;
  app.decorate<Drain>('drain', {
    get draining() {
      return draining;
    },
    begin() {
      if (draining) return;
      draining = true;
      // Idle keep-alive connections would otherwise carry the balancer's next request here.
      app.server.closeIdleConnections();
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });
}

export const drainPlugin = fp(drain, { name: 'drain' });
