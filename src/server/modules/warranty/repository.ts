import { desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import {
  orderItems,
  orders,
  type WarrantyClaimRow,
  warrantyClaims,
} from '#server/db/schema/index.js';
import { lineTitle } from '#shared/line-title.js';
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

/** A claim as staff list it: with its customer's e-mail and the line's title as sold. */
export interface ClaimWithEmail {
  claim: WarrantyClaimRow;
  email: string;
  itemTitle: string;
}

const withEmail = async (
  db: Executor,
  where: SQL | undefined,
  limit = 500,
): Promise<ClaimWithEmail[]> => {
  const rows = await db
    .select({
      claim: warrantyClaims,
      email: orders.email,
      name: orderItems.name,
      sizeLabel: orderItems.sizeLabel,
    })
    .from(warrantyClaims)
    .innerJoin(orders, eq(orders.id, warrantyClaims.orderId))
    .innerJoin(orderItems, eq(orderItems.id, warrantyClaims.orderItemId))
    .where(where)
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id))
    .limit(limit);
  return rows.map(({ claim, email, ...line }) => ({ claim, email, itemTitle: lineTitle(line) }));
};

/** The queue, newest first; only claims in `state` when given. */
export function listClaims(db: Executor, state?: ClaimState): Promise<ClaimWithEmail[]> {
  return withEmail(db, state ? eq(warrantyClaims.state, state) : undefined);
}

export async function findClaim(db: Executor, id: number): Promise<ClaimWithEmail | undefined> {
  const [row] = await withEmail(db, eq(warrantyClaims.id, id), 1);
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
    .where(eq(warrantyClaims.id, id));
}
