import { and, asc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type NewsletterSubscriberRow, newsletterSubscribers } from '#server/db/schema/index.js';

/** A time as a parameter of raw SQL: drivers differ on Date, all read an ISO text. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** A sign-up as it is asked: the address, the wording shown, when, and its two token hashes. */
export interface AskedSignUp {
  email: string;
  consentText: string;
  source: string;
  askedAt: Date;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
}

/**
 * Records a sign-up in one statement, so two at once for one address cannot both insert. A new
 * address is inserted; an unsubscribed one, or one pending for longer than `resendAfterMs`, starts
 * again as pending with the new wording, time and tokens. Confirmed addresses, and pending ones
 * asked a moment ago, are left as they are (no second mail to bomb an inbox with): undefined.
 */
export async function recordSignUp(
  db: Executor,
  signUp: AskedSignUp,
  resendAfterMs: number,
): Promise<NewsletterSubscriberRow | undefined> {
  const resendBefore = new Date(signUp.askedAt.getTime() - resendAfterMs);
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ ...signUp, status: 'pending' })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        status: 'pending',
        consentText: signUp.consentText,
        source: signUp.source,
        askedAt: signUp.askedAt,
        confirmedAt: null,
        unsubscribedAt: null,
        confirmTokenHash: signUp.confirmTokenHash,
        unsubscribeTokenHash: signUp.unsubscribeTokenHash,
      },
      setWhere: sql`${newsletterSubscribers.status} = 'unsubscribed'
        or (${newsletterSubscribers.status} = 'pending' and ${newsletterSubscribers.askedAt} < ${at(resendBefore)})`,
    })
    .returning();
  return row;
}

/** Confirms the pending sign-up whose confirm link this is, asked after `askedAfter`; once. */
export async function confirmByTokenHash(
  db: Executor,
  tokenHash: string,
  now: Date,
  askedAfter: Date,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        eq(newsletterSubscribers.status, 'pending'),
        sql`${newsletterSubscribers.askedAt} > ${at(askedAfter)}`,
      ),
    )
    .returning();
  return row;
}

/**
 * Unsubscribes the address whose unsubscribe link this is. Pressing it again answers the same
 * row with its first time kept (mail apps may POST twice); a confirm link left is voided.
 */
export async function unsubscribeByTokenHash(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${at(now)})`,
      confirmTokenHash: null,
    })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash))
    .returning();
  return row;
}

/** Deletes the sign-ups never confirmed that were asked before `cutoff`. Answers how many. */
export async function deletePendingBefore(db: Executor, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(newsletterSubscribers)
    .where(
      and(eq(newsletterSubscribers.status, 'pending'), lt(newsletterSubscribers.askedAt, cutoff)),
    )
    .returning({ id: newsletterSubscribers.id });
  return gone.length;
}

/** Every confirmed subscriber, first confirmed first. */
export function confirmedSubscribers(db: Executor): Promise<NewsletterSubscriberRow[]> {
  return db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
}

/** The sign-up of one address, whatever its state: what the shop holds of that address's consent. */
export async function subscriberByEmail(
  db: Executor,
  email: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

/**
 * An erased address's consent record (decision 0075): a sign-up never confirmed is deleted; a
 * confirmed or withdrawn one is kept withdrawn under `addressHash` instead of the address (a
 * proof kept under that hash earlier gives way to it). `theirs` picks the address's row.
 */
export async function keepWithdrawalUnderHash(
  db: Executor,
  theirs: SQL | undefined,
  addressHash: string,
  now: Date,
): Promise<void> {
  await db
    .delete(newsletterSubscribers)
    .where(and(theirs, eq(newsletterSubscribers.status, 'pending')));
  const [kept] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(theirs);
  if (!kept) return;
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, addressHash));
  await db
    .update(newsletterSubscribers)
    .set({
      email: addressHash,
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${at(now)})`,
      confirmTokenHash: null,
    })
    .where(eq(newsletterSubscribers.id, kept.id));
}
