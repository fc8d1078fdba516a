import type { FastifyInstance } from 'fastify';
import { deleteOrphanVisitorCarts } from '#server/modules/cart/repository.js';
import { deleteExpiredSessions } from './session-repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** A visitor's bag outlives its session this long, so a login can still merge it. */
const ORPHAN_BAG_IDLE_HOURS = 24;

/**
 * Expired sessions are refused the moment they expire; this only keeps the table small, and
 * sweeps the visitor bags their sessions left behind. Any instance may run it: the DELETEs are
 * idempotent.
 */
export function scheduleSessionCleanup(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const deleted = await deleteExpiredSessions(app.db);
      if (deleted > 0) app.log.info(`Deleted ${deleted} expired sessions`);
      const bags = await deleteOrphanVisitorCarts(app.db, ORPHAN_BAG_IDLE_HOURS);
      if (bags > 0) app.log.info(`Deleted ${bags} visitor bags whose session ended`);
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
