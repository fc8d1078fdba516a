import { and, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.js';
import {
  checkoutSessions,
  mailOutbox,
  newsletterSubscribers,
  orderDeliverySteps,
  orders,
  reviews,
  showroomVisits,
  staffNotes,
  stockAlerts,
  warrantyClaims,
} from '#server/db/schema/index.js';
import { OPEN_CLAIM_STATES } from '#shared/warranty-claims.js';

/**
 * Whose data an erasure reaches (decision 0075): the account's own orders, and what was done under
 * its address — all of it once the address is proven, else only since the account was made (the
 * rule the data copy follows), so deleting an account opened with somebody else's address erases
 * nothing of theirs.
 */
export interface ErasureScope {
  userId: number;
  email: string;
  /** null: the address is proven; else the account's creation, the first instant that is theirs. */
  since: Date | null;
}

/** Rows of a table keyed by the address that are the account holder's, by `at`'s time. */
function underAddress(scope: ErasureScope, email: PgColumn, at: PgColumn): SQL | undefined {
  return and(eq(email, scope.email), scope.since ? gte(at, scope.since) : undefined);
}

function ordersOf(scope: ErasureScope) {
  return or(
    eq(orders.userId, scope.userId),
    scope.since === null ? and(eq(orders.email, scope.email), isNull(orders.userId)) : undefined,
  );
}

/**
 * The account's orders not done with: a sale not yet delivered, or a warranty claim still open.
 * Their data is needed to deliver and to inspect, so the account waits for them (decision 0075).
 */
export async function unfinishedOrderIds(tx: Executor, scope: ErasureScope): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ordersOf(scope),
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

/**
 * Replaces the person in the account's orders and keeps the sale: amounts, GST, lines, dates,
 * payment method and delivery slot stay for the books; the buyer's e-mail becomes a unique
 * placeholder (an order needs one, and one each keeps them from merging into one "customer").
 */
export async function anonymiseOrders(
  tx: Executor,
  scope: ErasureScope,
  now: Date,
): Promise<number[]> {
  const rows = await tx
    .update(orders)
    .set({
      userId: null,
      email: sql`'anonymised-' || ${orders.id} || '@deleted.invalid'`,
      shippingName: null,
      shippingLine1: '',
      shippingPostal: '',
      phone: null,
      cardBrand: null,
      cardLast4: null,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(ordersOf(scope))
    .returning({ id: orders.id, checkoutSessionId: orders.checkoutSessionId });
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
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
        eq(checkoutSessions.userId, scope.userId),
        inArray(
          checkoutSessions.id,
          rows.map((row) => row.checkoutSessionId),
        ),
      ),
    );
  // What the crew wrote at the door may name the person; the steps themselves stay.
  await tx
    .update(orderDeliverySteps)
    .set({ note: '' })
    .where(inArray(orderDeliverySteps.orderId, ids));
  await tx.delete(staffNotes).where(inArray(staffNotes.orderId, ids));
  return ids;
}

/** Reviews stay on the product pages, by nobody in particular. */
export async function anonymiseReviews(
  tx: Executor,
  userId: number,
  authorName: string,
): Promise<void> {
  await tx.update(reviews).set({ userId: null, authorName }).where(eq(reviews.userId, userId));
}

/**
 * Deletes what was kept about the account holder by their address: staff's notes, showroom
 * visits, back-in-stock alerts and the mails sent to them.
 */
export async function deleteByAddress(tx: Executor, scope: ErasureScope): Promise<void> {
  await tx
    .delete(staffNotes)
    .where(underAddress(scope, staffNotes.customerEmail, staffNotes.createdAt));
  await tx
    .delete(showroomVisits)
    .where(underAddress(scope, showroomVisits.email, showroomVisits.createdAt));
  await tx.delete(stockAlerts).where(underAddress(scope, stockAlerts.email, stockAlerts.askedAt));
  await tx
    .delete(mailOutbox)
    .where(underAddress(scope, mailOutbox.toAddress, mailOutbox.createdAt));
}

/**
 * The newsletter's consent record: a sign-up never confirmed is deleted; a confirmed or withdrawn
 * one is kept as the proof that consent ended, under the address's hash only.
 */
export async function withdrawNewsletter(
  tx: Executor,
  scope: ErasureScope,
  addressHash: string,
  now: Date,
): Promise<void> {
  const theirs = underAddress(scope, newsletterSubscribers.email, newsletterSubscribers.askedAt);
  await tx
    .delete(newsletterSubscribers)
    .where(and(theirs, eq(newsletterSubscribers.status, 'pending')));
  // A proof kept from an earlier account at the address gives way to this newer one.
  const [kept] = await tx
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(theirs);
  if (!kept) return;
  await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, addressHash));
  await tx
    .update(newsletterSubscribers)
    .set({
      email: addressHash,
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now})`,
      confirmTokenHash: null,
    })
    .where(eq(newsletterSubscribers.id, kept.id));
}

/**
 * Deletes anonymised orders older than the five years IRAS requires (decision 0075), with what
 * hangs on them (their lines, steps, refunds, claims, reviews by ON DELETE CASCADE) and their
 * checkout: the number deleted.
 */
export async function purgeAnonymisedOrders(tx: Executor, before: Date): Promise<number> {
  const gone = await tx
    .delete(orders)
    .where(and(sql`${orders.anonymisedAt} is not null`, lt(orders.createdAt, before)))
    .returning({ checkoutSessionId: orders.checkoutSessionId });
  if (gone.length > 0) {
    await tx.delete(checkoutSessions).where(
      inArray(
        checkoutSessions.id,
        gone.map((row) => row.checkoutSessionId),
      ),
    );
  }
  return gone.length;
}
