import type { FastifyInstance } from 'fastify';
import { deleteOrphanVisitorCarts } from '#server/modules/cart/index.js';
import { deleteEndedGuessWindows } from '#server/modules/vouchers/index.js';
import { deleteExpiredSessions } from './session-repository.js';
import { deleteIdleThrottles } from './throttle-repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** A visitor's bag outlives its session this long, so a login can still merge it. */
const ORPHAN_BAG_IDLE_HOURS = 24;
/** Failed guesses at an address are forgotten after a day without any, once no lock is running. */
const THROTTLE_IDLE_HOURS = 24;

/**
 * Expired sessions are refused the moment they expire; this only keeps the table small, and
 * sweeps the visitor bags their sessions left behind, password-guess counts gone quiet and
 * voucher-code counts whose window has ended. The DELETEs are idempotent, and one instance at a
 * time runs them (app.runAlone): the others skip that hour's run. Shutdown waits for a run under
 * way, so the database closes after it.
 */
export function scheduleSessionCleanup(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const cleanUp = async () => {
    const deleted = await deleteExpiredSessions(app.db, app.clock.now());
    if (deleted > 0) app.log.info(`Deleted ${deleted} expired sessions`);
    const bags = await deleteOrphanVisitorCarts(app.db, ORPHAN_BAG_IDLE_HOURS);
    if (bags > 0) app.log.info(`Deleted ${bags} visitor bags whose session ended`);
    await deleteIdleThrottles(app.db, THROTTLE_IDLE_HOURS);
    await deleteEndedGuessWindows(app.db);
  };
  const run = () => {
    running ??= app
      .runAlone('session-cleanup', cleanUp)
      .then(() => undefined)
      .catch((error) => app.log.warn({ err: error }, 'session cleanup failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, HOUR_MS).unref();
    run();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
