import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/client.js';
import {
  type CheckoutSessionLineRow,
  type CheckoutSessionRow,
  checkoutSessionLines,
  checkoutSessions,
  paymentEvents,
} from '#server/db/schema/index.js';

type NewCheckoutSession = typeof checkoutSessions.$inferInsert;
type NewCheckoutLine = Omit<typeof checkoutSessionLines.$inferInsert, 'checkoutSessionId'>;

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

/**
 * Notes that the shopper finished and the money is on its way: the checkout holds its stock until
 * `until` (the sweeper comes back then), and no longer.
 */
export async function markPaymentUnderWay(
  db: Executor,
  id: number,
  since: Date,
  until: Date,
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ pendingSince: since, expiresAt: until })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.state, 'open')));
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
      and(
        eq(checkoutSessions.state, 'open'),
        eq(checkoutSessions.clientAddress, clientAddress),
        // A delivery service holds no stock (decision 0061).
        isNull(checkoutSessionLines.serviceCode),
      ),
    );
  return Number(row?.units ?? 0);
}
