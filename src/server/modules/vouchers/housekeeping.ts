import type { FastifyInstance } from 'fastify';
import { deleteEndedGuessWindows } from './guess-repository.js';

/** Forgets voucher-code guess counts whose window has ended (hourly, by the housekeeping plugin). */
export async function forgetEndedGuessWindows(app: FastifyInstance): Promise<void> {
  await deleteEndedGuessWindows(app.db);
}
