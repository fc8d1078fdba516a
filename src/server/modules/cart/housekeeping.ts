import type { FastifyInstance } from 'fastify';
import { deleteOrphanVisitorCarts } from './repository.js';

/** A visitor's bag outlives its session this long, so a login can still merge it. */
const ORPHAN_BAG_IDLE_HOURS = 24;

/** Sweeps the visitor bags whose sessions ended (hourly, by the housekeeping plugin). */
export async function sweepOrphanBags(app: FastifyInstance): Promise<void> {
  const bags = await deleteOrphanVisitorCarts(app.db, ORPHAN_BAG_IDLE_HOURS);
  if (bags > 0) app.log.info(`Deleted ${bags} visitor bags whose session ended`);
}
