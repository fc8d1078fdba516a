import type { Database } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import { type AuditActor, recordAudit } from '#server/modules/audit/index.js';
import { consentOf } from '#server/modules/newsletter/index.js';
import { accountReviews } from '#server/modules/reviews/index.js';
import { alertsFor } from '#server/modules/stock-alerts/index.js';
import type { MyData } from '#shared/schemas/my-data.js';
import { showroomOf } from '#shared/showrooms.js';
import { customerOrders, findAccount, mailsTo, notesAbout, visitsOf } from './repository.js';

/** Far more mails than an account gets in the years its orders are kept. */
const MAILS_MAX = 5_000;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Everything the shop holds about an account, for its holder (PDPA's access obligation). Only
 * what is provably theirs: orders placed in the account or brought into it after the address was
 * proven, staff's notes on those orders, and the mails, newsletter consent, showroom visits and
 * staff's notes of its address; before the address is proven, only those since the account was
 * made, so an account opened with somebody else's address learns nothing of them. Staff's
 * internal notes are included (decision 0075).
 */
export async function myData(db: Database, account: UserRow, now: Date): Promise<MyData> {
  const [allOrders, mails, newsletter, visits, stockAlerts, reviews] = await Promise.all([
    customerOrders(db, account.email, account.id),
    mailsTo(db, account.email, MAILS_MAX),
    consentOf(db, account.email),
    visitsOf(db, account.email),
    alertsFor(db, account.email),
    accountReviews(db, account.id),
  ]);
  const orders = allOrders.filter((order) => order.user_id === account.id);
  const orderIds = new Set(orders.map((order) => order.id));
  const notes = await notesAbout(db, account.email, [...orderIds]);
  // Before the address is proven, what others did with it before the account existed is not
  // the account holder's to see.
  const proven = account.emailVerifiedAt !== null;
  const theirs = (at: Date) => proven || at >= account.createdAt;
  return {
    exportedAt: now.toISOString(),
    account: {
      email: account.email,
      name: account.name,
      addressLine: account.addressLine,
      postalCode: account.postalCode,
      createdAt: account.createdAt.toISOString(),
      emailVerifiedAt: isoOrNull(account.emailVerifiedAt),
    },
    orders: orders.map((order) => ({
      orderId: order.id,
      createdAt: iso(order.created_at),
      status: order.status,
      totalCents: order.total_cents,
      refundedCents: order.refunded_cents,
      shippingLine1: order.shipping_line1,
      shippingPostal: order.shipping_postal,
      phone: order.phone,
    })),
    newsletter:
      newsletter && theirs(newsletter.askedAt)
        ? {
            status: newsletter.status,
            consentText: newsletter.consentText,
            source: newsletter.source,
            askedAt: newsletter.askedAt.toISOString(),
            confirmedAt: isoOrNull(newsletter.confirmedAt),
            unsubscribedAt: isoOrNull(newsletter.unsubscribedAt),
          }
        : null,
    // Anybody may type an address into a product page: its alerts are the account's once proven.
    stockAlerts: proven ? stockAlerts : [],
    reviews,
    mails: mails
      .filter((mail) => theirs(mail.queuedAt))
      .map((mail) => ({
        subject: mail.subject,
        queuedAt: mail.queuedAt.toISOString(),
        sentAt: isoOrNull(mail.sentAt),
        status: mail.status,
      })),
    showroomVisits: visits
      .filter((visit) => theirs(visit.createdAt))
      .map((visit) => ({
        showroom: showroomOf(visit.showroomId)?.name ?? `Showroom ${visit.showroomId}`,
        day: visit.day,
        startMinute: visit.startMinute,
        state: visit.state,
        name: visit.name,
        phone: visit.phone,
        email: visit.email,
        mattresses: visit.mattresses.map((mattress) => mattress.name),
        bookedAt: visit.createdAt.toISOString(),
      })),
    staffNotes: notes
      .filter(
        (note) => (note.orderId !== null && orderIds.has(note.orderId)) || theirs(note.createdAt),
      )
      .map((note) => ({
        writtenAt: note.createdAt.toISOString(),
        orderId: note.orderId,
        body: note.body,
      })),
  };
}

/**
 * The same copy for a customer who asks staff for it, by phone or in a showroom (issue 26): what
 * the holder would download themselves, and an audit entry saying who gave it out and when. 404
 * when no account uses the address: a guest's orders are in the customer view already.
 */
export async function customerDataForStaff(
  db: Database,
  actor: AuditActor,
  email: string,
  now: Date,
): Promise<MyData> {
  const account = await findAccount(db, email);
  if (!account) throw new NotFoundError('No account uses this e-mail.');
  const data = await myData(db, account, now);
  await recordAudit(db, {
    actor,
    entityType: 'user',
    entityId: account.id,
    entityLabel: account.email,
    action: 'exported',
    before: null,
    after: null,
  });
  return data;
}
