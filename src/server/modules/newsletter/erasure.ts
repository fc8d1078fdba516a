import { createHash } from 'node:crypto';
import type { Executor } from '#server/db/client.js';
import { newsletterSubscribers } from '#server/db/schema/index.js';
import { type ErasedAccount, underErasedAddress } from '#server/modules/auth/index.js';
import { keepWithdrawalUnderHash } from './repository.js';

/** The consent record's key once the address is gone: proof of a withdrawal, not the address. */
function addressHash(email: string): string {
  return `sha256:${createHash('sha256').update(email).digest('hex')}`;
}

/**
 * A deleted account's newsletter sign-up (decision 0075): consent ends, and only what proves it
 * was given and withdrawn stays, under the address's hash.
 */
export function withdrawAccountConsent(tx: Executor, account: ErasedAccount): Promise<void> {
  return keepWithdrawalUnderHash(
    tx,
    underErasedAddress(account, newsletterSubscribers.email, newsletterSubscribers.askedAt),
    addressHash(account.email),
    account.now,
  );
}
