import type { Database, Executor } from '#server/db/client.js';
import type { UserRow } from '#server/db/schema/index.js';
import { NotFoundError } from '#server/lib/http-errors.js';
import { type AuditActor, recordAudit } from '#server/modules/audit/index.js';
import type { CustomerDetail, CustomerSummary, StaffNote } from '#shared/schemas/customers.js';
import {
  type CustomerOrderRow,
  customerOrders,
  findAccount,
  findOrderEmail,
  hasOrdersUnder,
  insertNote,
  mailsTo,
  notesOf,
  notesOfOrder,
  searchCustomers,
} from './repository.js';

const iso = (at: Date | string) => new Date(at).toISOString();

export async function findCustomers(db: Database, q: string): Promise<CustomerSummary[]> {
  return (await searchCustomers(db, q)).map((row) => ({
    email: row.email,
    userId: row.user_id,
    name: row.name,
    orderCount: row.order_count,
    spendCents: row.spend_cents,
    lastOrderAt: row.last_order_at === null ? null : iso(row.last_order_at),
  }));
}

const PAID = new Set(['paid', 'processing', 'refunded']);

/** Each address once, as the latest order used it, the account's own first when it has one. */
function addressesOf(account: UserRow | undefined, orders: CustomerOrderRow[]) {
  const seen = new Map<string, { line1: string; postal: string; lastUsedAt: string }>();
  if (account?.addressLine && account.postalCode) {
    const line1 = account.addressLine;
    seen.set(`${line1}|${account.postalCode}`, {
      line1,
      postal: account.postalCode,
      lastUsedAt: iso(account.createdAt),
    });
  }
  for (const order of orders) {
    const key = `${order.shipping_line1}|${order.shipping_postal}`;
    if (!seen.has(key)) {
      const at = iso(order.created_at);
      seen.set(key, { line1: order.shipping_line1, postal: order.shipping_postal, lastUsedAt: at });
    }
  }
  return [...seen.values()];
}

export function toNote(row: {
  id: number;
  body: string;
  orderId: number | null;
  authorEmail: string;
  createdAt: Date;
}): StaffNote {
  const { id, body, orderId, authorEmail } = row;
  return { id, body, orderId, authorEmail, createdAt: row.createdAt.toISOString() };
}

/**
 * Everything staff may know of a customer: the account with this address if there is one, every
 * order placed with the address or in the account, what they spent, the addresses and phones they
 * gave, staff's notes and the mails the shop sent them. 404 when the address is unknown.
 */
export async function customerDetail(db: Database, email: string): Promise<CustomerDetail> {
  const account = await findAccount(db, email);
  const orders = await customerOrders(db, email, account?.id ?? null);
  if (!account && orders.length === 0) throw new NotFoundError('No customer has this e-mail.');
  const [notes, mails] = await Promise.all([notesOf(db, email), mailsTo(db, email)]);
  return {
    email,
    account: account
      ? {
          id: account.id,
          name: account.name,
          createdAt: account.createdAt.toISOString(),
          banned: account.banned,
          emailVerifiedAt: account.emailVerifiedAt?.toISOString() ?? null,
        }
      : null,
    orders: orders.map((order) => ({
      orderId: order.id,
      createdAt: iso(order.created_at),
      status: order.status,
      totalCents: order.total_cents,
      refundedCents: order.refunded_cents,
      linked: account !== undefined && order.user_id === account.id,
    })),
    spendCents: orders
      .filter((order) => PAID.has(order.status))
      .reduce((sum, order) => sum + order.total_cents - order.refunded_cents, 0),
    addresses: addressesOf(account, orders),
    phones: [...new Set(orders.flatMap((order) => (order.phone ? [order.phone] : [])))],
    notes: notes.map(toNote),
    mails: mails.map((mail) => ({
      subject: mail.subject,
      queuedAt: mail.queuedAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
      status: mail.status,
    })),
  };
}

/** An order's own notes, newest first; 404 when there is no such order. */
export async function orderNotes(db: Database, orderId: number): Promise<StaffNote[]> {
  if (!(await findOrderEmail(db, orderId))) throw new NotFoundError('Order not found');
  return (await notesOfOrder(db, orderId)).map(toNote);
}

async function isCustomer(db: Executor, email: string): Promise<boolean> {
  if (await findAccount(db, email)) return true;
  return hasOrdersUnder(db, email);
}

/**
 * Adds an internal note on a customer, or on one of their orders, recorded in the audit trail in
 * the same transaction. A note on an order is filed under the order's e-mail.
 */
export async function addNote(
  db: Database,
  actor: AuditActor,
  note: { email: string; body: string } | { orderId: number; body: string },
): Promise<StaffNote> {
  return db.transaction(async (tx) => {
    const orderId = 'orderId' in note ? note.orderId : null;
    const email = 'email' in note ? note.email : await findOrderEmail(tx, note.orderId);
    if (!email) throw new NotFoundError('Order not found');
    if (orderId === null && !(await isCustomer(tx, email))) {
      throw new NotFoundError('No customer has this e-mail.');
    }
    const row = await insertNote(tx, {
      customerEmail: email,
      orderId,
      body: note.body,
      authorId: actor.id,
      authorEmail: actor.email,
    });
    await recordAudit(tx, {
      actor,
      entityType: 'note',
      entityId: row.id,
      entityLabel: orderId === null ? email : `Order #${orderId}`,
      action: 'created',
      before: null,
      after: { Customer: email, Order: orderId, Note: row.body },
    });
    return toNote(row);
  });
}
