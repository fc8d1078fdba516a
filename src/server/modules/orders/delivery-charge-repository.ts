import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import {
  type ChangeChargeState,
  type DeliveryChangeChargeRow,
  deliveryChangeCharges,
} from '#server/db/schema/index.js';

type NewCharge = typeof deliveryChangeCharges.$inferInsert;

export async function insertCharge(
  db: Executor,
  values: NewCharge,
): Promise<DeliveryChangeChargeRow> {
  const [row] = await db.insert(deliveryChangeCharges).values(values).returning();
  if (!row) throw new Error('delivery change charge insert returned nothing');
  return row;
}

export async function setChargeSession(db: Executor, id: number, providerSessionId: string) {
  await db
    .update(deliveryChangeCharges)
    .set({ providerSessionId })
    .where(eq(deliveryChangeCharges.id, id));
}

/** The order's charges whose pages are still open. */
export function findOpenCharges(db: Executor, orderId: number) {
  return db
    .select()
    .from(deliveryChangeCharges)
    .where(
      and(eq(deliveryChangeCharges.orderId, orderId), eq(deliveryChangeCharges.state, 'open')),
    );
}

/**
 * Ends an open charge, once: one conditional UPDATE, so a webhook and the sandbox's page telling
 * the same payment at the same moment settle it once. The row when this call ended it.
 */
export async function settleOpenCharge(
  db: Executor,
  providerSessionId: string,
  to: ChangeChargeState,
  now: Date,
): Promise<DeliveryChangeChargeRow | undefined> {
  const [row] = await db
    .update(deliveryChangeCharges)
    .set({ state: to, settledAt: now })
    .where(
      and(
        eq(deliveryChangeCharges.providerSessionId, providerSessionId),
        eq(deliveryChangeCharges.state, 'open'),
      ),
    )
    .returning();
  return row;
}

export async function markChargeRefunded(db: Executor, id: number): Promise<void> {
  await db
    .update(deliveryChangeCharges)
    .set({ state: 'refunded' })
    .where(and(eq(deliveryChangeCharges.id, id), sql`${deliveryChangeCharges.state} = 'paid'`));
}
