import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { checkoutSessions, orders, warrantyClaims } from '#server/db/schema/index.js';
import type { ErasedAccount } from '#server/modules/auth/index.js';
import { OPEN_CLAIM_STATES } from '#shared/warranty-claims.js';

/**
 * The account's orders: placed in it, and, once its address is proven, guest orders placed
 * under the address (they are provably the holder's then).
 */
export async function accountOrderIds(
  tx: Executor,
  account: Pick<ErasedAccount, 'userId' | 'email' | 'since'>,
): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(
        eq(orders.userId, account.userId),
        account.since === null
          ? and(eq(orders.email, account.email), isNull(orders.userId))
          : undefined,
      ),
    )
    .orderBy(orders.id);
  return rows.map((row) => row.id);
}

/**
 * Of `orderIds`, those not done with: a sale not yet delivered, or a warranty claim still open.
 * Their data is needed to deliver and to inspect, so the account waits for them.
 */
export async function unfinishedOrderIds(tx: Executor, orderIds: number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.id, orderIds),
        or(
          and(
            inArray(orders.status, ['paid', 'processing']),
            sql`${orders.deliveryState} <> 'delivered'`,
          ),
          sql`exists (select 1 from ${warrantyClaims} where ${warrantyClaims.orderId} = ${orders.id}
            and ${inArray(warrantyClaims.state, [...OPEN_CLAIM_STATES])})`,
        ),
      ),
    )
    .orderBy(orders.id);
  return rows.map((row) => row.id);
}

/** Whether a payment is under way in the account: its checkout would become an order. */
export async function hasOpenCheckout(tx: Executor, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.state, 'open')))
    .limit(1);
  return row !== undefined;
}
