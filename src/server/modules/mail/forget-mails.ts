import type { Executor } from '#server/db/client.js';
import { deleteMailsTo } from './outbox-repository.js';

/**
 * A deleted account's mails go, sent or waiting (decision 0075): their bodies hold the person.
 * Mail sits below auth, so the account's deletion calls this rather than hooking in. `since`: only
 * those queued since then, for an address its account never proved.
 */
export function forgetMailsTo(tx: Executor, email: string, since: Date | null): Promise<void> {
  return deleteMailsTo(tx, email, since);
}
