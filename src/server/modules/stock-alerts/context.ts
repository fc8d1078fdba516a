import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.js';
import type { Clock } from '#server/lib/clock.js';
import type { Mailer } from '#server/modules/mail/index.js';

/** What the back-in-stock alerts' services use of the app. */
export interface StockAlertsContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
}

export function stockAlertsContextOf(app: FastifyInstance): StockAlertsContext {
  return { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, clock: app.clock };
}
