import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '#server/db/client.js';
import {
  emailVerifications,
  mailOutbox,
  orders,
  type ShowroomVisitRow,
  type StaffNoteRow,
  showroomVisits,
  staffNotes,
  type UserRow,
  users,
} from '#server/db/schema/index.js';
import { CUSTOMER_SEARCH_LIMIT } from '#shared/schemas/customers.js';

/** What a paid order counts towards spend: its total less what went back. */
const PAID_STATUSES = sql`('paid', 'processing', 'refunded')`;

export interface CustomerSummaryRow {
  email: string;
  user_id: number | null;
  name: string | null;
  order_count: number;
  spend_cents: number;
  last_order_at: Date | string | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Customers whose e-mail, name or phone holds `q`: accounts and guest e-mails alike, each once,
 * with their orders counted and their spend summed, the most recent buyer first.
 */
export function searchCustomers(db: Executor, q: string): Promise<CustomerSummaryRow[]> {
  const pattern = likePattern(q);
  const digits = q.replace(/\D/g, '');
  const byPhone =
    digits.length >= 4
      ? sql`or regexp_replace(coalesce(phone, ''), '\\D', '', 'g') like ${likePattern(digits)}`
      : sql``;
  return queryRows<CustomerSummaryRow>(
    db,
    sql`
    with matched as (
      select email from users where email ilike ${pattern} or name ilike ${pattern}
      union
      select email from orders where email ilike ${pattern} or shipping_name ilike ${pattern} ${byPhone}
    ), picked as (
      select m.email, u.id as user_id, u.name from matched m left join users u on u.email = m.email
    )
    select p.email, p.user_id, p.name,
      count(o.id)::int as order_count,
      coalesce(sum(o.total_cents - coalesce(r.refunded_cents, 0))
        filter (where o.status in ${PAID_STATUSES}), 0)::int as spend_cents,
      max(o.created_at) as last_order_at
    from picked p
    left join orders o on o.email = p.email or o.user_id = p.user_id
    left join lateral (
      select (sum(amount_cents) filter (where state <> 'failed'))::int as refunded_cents
      from order_refunds where order_id = o.id
    ) r on true
    group by p.email, p.user_id, p.name
    order by max(o.created_at) desc nulls last, p.email
    limit ${CUSTOMER_SEARCH_LIMIT}`,
  );
}

export interface CustomerOrderRow {
  id: number;
  created_at: Date | string;
  status: 'paid' | 'processing' | 'failed' | 'refunded';
  total_cents: number;
  refunded_cents: number;
  user_id: number | null;
  shipping_line1: string;
  shipping_postal: string;
  phone: string | null;
}

/** Every order placed with the e-mail, or in the account, newest first. */
export function customerOrders(
  db: Executor,
  email: string,
  userId: number | null,
): Promise<CustomerOrderRow[]> {
  const inAccount = userId === null ? sql`false` : sql`o.user_id = ${userId}`;
  return queryRows<CustomerOrderRow>(
    db,
    sql`
    select o.id, o.created_at, o.status, o.total_cents, o.user_id,
      o.shipping_line1, o.shipping_postal, o.phone,
      coalesce((select sum(amount_cents) filter (where state <> 'failed')
        from order_refunds where order_id = o.id), 0)::int as refunded_cents
    from orders o
    where o.email = ${email} or ${inAccount}
    order by o.created_at desc, o.id desc`,
  );
}

export async function findAccount(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export function notesOf(db: Executor, email: string): Promise<StaffNoteRow[]> {
  return db
    .select()
    .from(staffNotes)
    .where(eq(staffNotes.customerEmail, email))
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id));
}

/** Notes on the address, or on one of `orderIds` (whatever address they were written under). */
export function notesAbout(
  db: Executor,
  email: string,
  orderIds: number[],
): Promise<StaffNoteRow[]> {
  return db
    .select()
    .from(staffNotes)
    .where(
      or(
        eq(staffNotes.customerEmail, email),
        orderIds.length > 0 ? inArray(staffNotes.orderId, orderIds) : undefined,
      ),
    )
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id));
}

/** The showroom visits booked with the address, newest first. */
export function visitsOf(db: Executor, email: string): Promise<ShowroomVisitRow[]> {
  return db
    .select()
    .from(showroomVisits)
    .where(eq(showroomVisits.email, email))
    .orderBy(desc(showroomVisits.startsAt), desc(showroomVisits.id));
}

export function notesOfOrder(db: Executor, orderId: number): Promise<StaffNoteRow[]> {
  return db
    .select()
    .from(staffNotes)
    .where(eq(staffNotes.orderId, orderId))
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id));
}

export async function insertNote(
  db: Executor,
  note: Pick<StaffNoteRow, 'customerEmail' | 'orderId' | 'body' | 'authorId' | 'authorEmail'>,
): Promise<StaffNoteRow> {
  const [row] = await db.insert(staffNotes).values(note).returning();
  if (!row) throw new Error('note not inserted');
  return row;
}

/**
 * The mails the shop queued for the address, newest first (what staff may say was sent): the
 * latest `limit` of them.
 */
export function mailsTo(db: Executor, email: string, limit = 100) {
  return db
    .select({
      subject: mailOutbox.subject,
      queuedAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      status: mailOutbox.status,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** Whether any order was placed under `email`: one indexed probe, not the orders themselves. */
export async function hasOrdersUnder(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.email, email))
    .limit(1);
  return row !== undefined;
}

export async function findOrderEmail(db: Executor, orderId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: orders.email }).from(orders).where(eq(orders.id, orderId));
  return row?.email;
}

export async function insertVerification(
  db: Executor,
  row: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailVerifications.userId, row.userId), isNull(emailVerifications.usedAt)));
  await db.insert(emailVerifications).values(row);
}

/** Uses a live link once: the row, or undefined for a wrong, used or expired one. */
export async function consumeVerification(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Guest orders waiting for the address's owner to prove it. */
export async function countGuestOrders(db: Executor, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.email, email), isNull(orders.userId)));
  return row?.n ?? 0;
}
