import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions } from './session-repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Expired sessions are refused the moment they expire; this only keeps the table small. Any
 * instance may run it: the DELETE is idempotent.
 */
export function scheduleSessionCleanup(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const deleted = await deleteExpiredSessions(app.db);
      if (deleted > 0) app.log.info(`Deleted ${deleted} expired sessions`);
    } catch (error) {
      app.log.warn({ err: error }, 'session cleanup failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, HOUR_MS).unref();
    void run();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
