import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.js';
import type { Clock } from '#server/lib/clock.js';
import type { Mailer } from '#server/modules/mail/index.js';
import type { ImageStorage } from '#server/modules/media/index.js';

/** What the reviews' services use of the app. */
export interface ReviewsContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  storage: ImageStorage;
}

export function reviewsContextOf(app: FastifyInstance): ReviewsContext {
  return {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
    storage: app.imageStorage,
  };
}
