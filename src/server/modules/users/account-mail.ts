import type { Database } from '#server/db/client.js';
import type { Clock } from '#server/lib/clock.js';
import type { Mailer } from '#server/modules/mail/index.js';

/**
 * What a change that mails the account's owner needs: the database, the outbox, links' base, and
 * the app's clock (links expire, mails say when).
 */
export interface AccountMail {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
}
