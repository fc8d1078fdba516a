import type { Database } from '#server/db/client.js';
import type { Mailer } from '#server/modules/mail/index.js';

/** What a change that mails the account's owner needs: the database, the outbox, links' base. */
export interface AccountMail {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}
