import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.js';
import {
  type CheckoutSessionLineRow,
  type CheckoutSessionRow,
  checkoutSessionLines,
  checkoutSessions,
  paymentEvents,
  productSizes,
  products,
  type VoucherRow,
  vouchers,
} from '#server/db/schema/index.js';

type NewCheckoutSession = typeof checkoutSessions.$inferInsert;
type NewCheckoutLine = Omit<typeof checkoutSessionLines.$inferInsert, 'checkoutSessionId'>;

/** Takes `qty` of a size (or of an unsized product) only if that many are left: true when taken. */
export async function takeStock(
  db: Executor,
  line: { productId: number; sizeId: number | null; qty: number },
): Promise<boolean> {
  const taken =
    line.sizeId === null
      ? await db
          .update(products)
          .set({ stockQty: sql`${products.stockQty} - ${line.qty}` })
          .where(and(eq(products.id, line.productId), sql`${products.stockQty} >= ${line.qty}`))
          .returning({ id: products.id })
      : await db
          .update(productSizes)
          .set({ stockQty: sql`${productSizes.stockQty} - ${line.qty}` })
          .where(
            and(eq(productSizes.id, line.sizeId), sql`${productSizes.stockQty} >= ${line.qty}`),
          )
          .returning({ id: productSizes.id });
  return taken.length === 1;
}

/** What is in stock now for a line (after a refused takeStock, to say how many are left). */
export async function stockLeft(
  db: Executor,
  line: { productId: number; sizeId: number | null },
): Promise<number> {
  const [row] =
    line.sizeId === null
      ? await db
          .select({ stockQty: products.stockQty })
          .from(products)
          .where(eq(products.id, line.productId))
      : await db
          .select({ stockQty: productSizes.stockQty })
          .from(productSizes)
          .where(eq(productSizes.id, line.sizeId));
  return row?.stockQty ?? 0;
}

/** Gives reserved stock back; a product or size deleted since has nothing to give back to. */
export async function returnStock(db: Executor, line: CheckoutSessionLineRow): Promise<void> {
  if (line.sizeId !== null) {
    await db
      .update(productSizes)
      .set({ stockQty: sql`${productSizes.stockQty} + ${line.qty}` })
      .where(eq(productSizes.id, line.sizeId));
  } else if (line.productId !== null) {
    await db
      .update(products)
      .set({ stockQty: sql`${products.stockQty} + ${line.qty}` })
      .where(eq(products.id, line.productId));
  }
}

/**
 * Takes one use of a voucher if it may still be used now: one conditional UPDATE, so concurrent
 * checkouts never take more uses than max_uses allows (decision 6 and 7).
 */
export async function takeVoucherUse(
  db: Executor,
  voucherId: number,
  now: Date,
): Promise<VoucherRow | undefined> {
  const [row] = await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(
      and(
        eq(vouchers.id, voucherId),
        eq(vouchers.active, true),
        or(isNull(vouchers.startsAt), lte(vouchers.startsAt, now)),
        or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now)),
        or(eq(vouchers.maxUses, 0), sql`${vouchers.usedCount} < ${vouchers.maxUses}`),
      ),
    )
    .returning();
  return row;
}

/** Counts a use that already happened (a payment after its reservation ended), limit or not. */
export async function countVoucherUse(db: Executor, voucherId: number): Promise<void> {
  await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(eq(vouchers.id, voucherId));
}

export async function returnVoucherUse(db: Executor, voucherId: number): Promise<void> {
  await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} - 1` })
    .where(and(eq(vouchers.id, voucherId), gt(vouchers.usedCount, 0)));
}

export async function insertCheckoutSession(
  db: Executor,
  values: NewCheckoutSession,
  lines: NewCheckoutLine[],
): Promise<CheckoutSessionRow> {
  const [row] = await db.insert(checkoutSessions).values(values).returning();
  if (!row) throw new Error('checkout session insert returned nothing');
  await db
    .insert(checkoutSessionLines)
    .values(lines.map((line) => ({ ...line, checkoutSessionId: row.id })));
  return row;
}

export async function setProviderSession(
  db: Executor,
  id: number,
  providerSessionId: string,
  paymentUrl: string,
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ providerSessionId, paymentUrl })
    .where(eq(checkoutSessions.id, id));
}

export async function findCheckoutByProviderId(
  db: Executor,
  providerSessionId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId));
  return row;
}

/** The session, locked until the transaction ends: every change of its state queues here. */
export async function lockCheckoutByProviderId(
  db: Transaction,
  providerSessionId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId))
    .for('update');
  return row;
}

export function findCheckoutLines(
  db: Executor,
  checkoutSessionId: number,
): Promise<CheckoutSessionLineRow[]> {
  return db
    .select()
    .from(checkoutSessionLines)
    .where(eq(checkoutSessionLines.checkoutSessionId, checkoutSessionId))
    .orderBy(asc(checkoutSessionLines.id));
}

export async function closeCheckoutSession(
  db: Executor,
  id: number,
  state: 'completed' | 'released',
  reason: string,
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ state, closeReason: reason, closedAt: sql`now()` })
    .where(eq(checkoutSessions.id, id));
}

/** Open sessions of a bag: a new checkout of the same bag replaces them. */
export function findOpenCheckoutsOfCart(db: Executor, cartId: number) {
  return db
    .select({ providerSessionId: checkoutSessions.providerSessionId })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.cartId, cartId), eq(checkoutSessions.state, 'open')));
}

/** Open sessions past their expiry, oldest first: the sweeper's work list. */
export function findExpiredOpenCheckouts(db: Executor, now: Date, limit: number) {
  return db
    .select({ providerSessionId: checkoutSessions.providerSessionId })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.state, 'open'), lte(checkoutSessions.expiresAt, now)))
    .orderBy(asc(checkoutSessions.expiresAt))
    .limit(limit);
}

/** Notes a provider event as handled; false when it was handled before (a replay). */
export async function recordPaymentEvent(
  db: Executor,
  eventId: string,
  type: string,
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length === 1;
}

/**
 * Queues the checkouts opened from one address behind each other until the transaction ends, so
 * each one counts what the address holds after the one before it committed.
 */
export async function lockClientAddress(db: Transaction, clientAddress: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`checkout-holds:${clientAddress}`}, 0))`,
  );
}

/** Units held now by the open checkouts opened from an address. */
export async function unitsHeldByAddress(db: Executor, clientAddress: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${checkoutSessionLines.qty}), 0)::int` })
    .from(checkoutSessionLines)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, checkoutSessionLines.checkoutSessionId))
    .where(
      and(eq(checkoutSessions.state, 'open'), eq(checkoutSessions.clientAddress, clientAddress)),
    );
  return Number(row?.units ?? 0);
}
