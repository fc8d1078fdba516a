import type { Executor } from '#server/db/client.js';
import { stockAlerts } from '#server/db/schema/index.js';
import { type ErasedAccount, underErasedAddress } from '#server/modules/auth/index.js';

/** A deleted account's back-in-stock alerts go (decision 0075): their purpose ends with it. */
export async function forgetAccountAlerts(tx: Executor, account: ErasedAccount): Promise<void> {
  await tx
    .delete(stockAlerts)
    .where(underErasedAddress(account, stockAlerts.email, stockAlerts.askedAt));
}
