import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.js';
import type { Clock } from '#server/lib/clock.js';
import type { Mailer } from '#server/modules/mail/index.js';

/** What the newsletter's services use of the app. */
export interface NewsletterContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
}

export function newsletterContextOf(app: FastifyInstance): NewsletterContext {
  return { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, clock: app.clock };
}
