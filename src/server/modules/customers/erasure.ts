import { inArray, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { staffNotes } from '#server/db/schema/index.js';
import { type ErasedAccount, underErasedAddress } from '#server/modules/auth/index.js';

/**
 * Staff's notes about a deleted account's holder go (decision 0075): those on the address and
 * those on its orders. Its e-mail verifications go with the account's row (ON DELETE CASCADE).
 */
export async function forgetAccountNotes(tx: Executor, account: ErasedAccount): Promise<void> {
  await tx
    .delete(staffNotes)
    .where(
      or(
        underErasedAddress(account, staffNotes.customerEmail, staffNotes.createdAt),
        account.orderIds.length > 0 ? inArray(staffNotes.orderId, account.orderIds) : undefined,
      ),
    );
}
