import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { checkoutSessions, orders } from '#server/db/schema/index.js';
import { type ErasedAccount, underErasedAddress } from '#server/modules/auth/index.js';

/**
 * A deleted account's checkouts keep their amounts and lose the person (decision 0075): those
 * opened in the account, those its orders came from, and those opened under its address.
 */
export async function forgetAccountCheckouts(tx: Executor, account: ErasedAccount): Promise<void> {
  const ofOrders =
    account.orderIds.length > 0
      ? inArray(
          checkoutSessions.id,
          tx
            .select({ id: orders.checkoutSessionId })
            .from(orders)
            .where(inArray(orders.id, account.orderIds)),
        )
      : undefined;
  await tx
    .update(checkoutSessions)
    .set({
      userId: null,
      email: null,
      clientAddress: null,
      phone: null,
      shippingLine1: null,
      shippingPostal: null,
    })
    .where(
      or(
        eq(checkoutSessions.userId, account.userId),
        ofOrders,
        underErasedAddress(account, checkoutSessions.email, checkoutSessions.createdAt),
      ),
    );
}
