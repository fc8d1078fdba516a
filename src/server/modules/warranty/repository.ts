import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { orders, type WarrantyClaimRow, warrantyClaims } from '#server/db/schema/index.js';
import type { ClaimState } from '#shared/warranty-claims.js';

export type NewClaim = typeof warrantyClaims.$inferInsert;

export async function insertClaim(tx: Executor, values: NewClaim): Promise<WarrantyClaimRow> {
  const [row] = await tx.insert(warrantyClaims).values(values).returning();
  if (!row) throw new Error('claim insert returned nothing');
  return row;
}

export function listClaimsOfOrder(db: Executor, orderId: number): Promise<WarrantyClaimRow[]> {
  return db
    .select()
    .from(warrantyClaims)
    .where(eq(warrantyClaims.orderId, orderId))
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id));
}

export interface ClaimWithEmail {
  claim: WarrantyClaimRow;
  email: string;
}

const withEmail = (db: Executor, where: SQL | undefined) =>
  db
    .select({ claim: warrantyClaims, email: orders.email })
    .from(warrantyClaims)
    .innerJoin(orders, eq(orders.id, warrantyClaims.orderId))
    .where(where);

/** The queue, newest first; only claims in `state` when given. */
export function listClaims(db: Executor, state?: ClaimState): Promise<ClaimWithEmail[]> {
  return withEmail(db, state ? eq(warrantyClaims.state, state) : undefined)
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id))
    .limit(500);
}

export async function findClaim(db: Executor, id: number): Promise<ClaimWithEmail | undefined> {
  const [row] = await withEmail(db, eq(warrantyClaims.id, id));
  return row;
}

/** The claim's row under lock, so two members of staff never move it at once. */
export async function lockClaim(tx: Executor, id: number): Promise<WarrantyClaimRow | undefined> {
  const [row] = await tx
    .select()
    .from(warrantyClaims)
    .where(eq(warrantyClaims.id, id))
    .for('update');
  return row;
}

export async function updateClaimState(
  tx: Executor,
  id: number,
  change: { state: ClaimState; declineReason: string | null; at: Date },
): Promise<void> {
  await tx
    .update(warrantyClaims)
    .set({ state: change.state, declineReason: change.declineReason, updatedAt: change.at })
    .where(and(eq(warrantyClaims.id, id)));
}
