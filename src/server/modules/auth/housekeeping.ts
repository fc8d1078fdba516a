import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions } from './session-repository.js';
import { deleteIdleThrottles } from './throttle-repository.js';

/** Failed guesses at an address are forgotten after a day without any, once no lock is running. */
const THROTTLE_IDLE_HOURS = 24;

/**
 * Expired sessions are refused the moment they expire; this only keeps the table small, and
 * forgets password-guess counts gone quiet. Run hourly by the housekeeping plugin.
 */
export async function cleanUpSessions(app: FastifyInstance): Promise<void> {
  const deleted = await deleteExpiredSessions(app.db, app.clock.now());
  if (deleted > 0) app.log.info(`Deleted ${deleted} expired sessions`);
  await deleteIdleThrottles(app.db, THROTTLE_IDLE_HOURS);
}
