import type { Executor } from '#server/db/client.js';
import { showroomVisits } from '#server/db/schema/index.js';
import { type ErasedAccount, underErasedAddress } from '#server/modules/auth/index.js';

/** A deleted account's showroom visits go with its personal data (decision 0075). */
export async function forgetAccountVisits(tx: Executor, account: ErasedAccount): Promise<void> {
  await tx
    .delete(showroomVisits)
    .where(underErasedAddress(account, showroomVisits.email, showroomVisits.createdAt));
}
