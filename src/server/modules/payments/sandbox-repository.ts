import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { type SandboxPaymentRow, sandboxPayments } from '#server/db/schema/index.js';
import type {
  BookedSlot,
  DeliveryDetails,
  PaymentDetails,
  PaymentLine,
} from './payment-provider.js';

/** What a sandbox payment page shows: all the shop sent when it opened the session. */
export interface SandboxPage {
  lines: PaymentLine[];
  discountCents: number;
  voucherCode: string | null;
  email: string | null;
  delivery: DeliveryDetails;
  slotChoices: BookedSlot[];
  successUrl: string;
  cancelUrl: string;
}

export type SandboxPayment = Omit<SandboxPaymentRow, 'page' | 'paidWith'> & {
  page: SandboxPage;
  paidWith: PaymentDetails | null;
};

type ClosedState = 'paid' | 'expired' | 'cancelled' | 'failed';

/** A retried create (the same reference) finds the page it made the first time. */
export async function insertSandboxPayment(
  db: Executor,
  values: { id: string; page: SandboxPage; expiresAt: Date },
): Promise<void> {
  await db.insert(sandboxPayments).values(values).onConflictDoNothing();
}

export async function findSandboxPayment(
  db: Executor,
  id: string,
): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row as SandboxPayment | undefined;
}

/**
 * Ends an open page, once: one conditional UPDATE, so of a payment, a cancel and an expiry at the
 * same instant exactly one wins. A page is paid only before it expires. True when this call ended it.
 */
export async function closeSandboxPayment(
  db: Executor,
  id: string,
  to: ClosedState,
  now: Date,
  paidWith?: PaymentDetails,
): Promise<boolean> {
  const closed = await db
    .update(sandboxPayments)
    .set({ state: to, ...(paidWith ? { paidWith } : {}) })
    .where(
      and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.state, 'open'),
        to === 'paid' ? gt(sandboxPayments.expiresAt, now) : sql`true`,
      ),
    )
    .returning({ id: sandboxPayments.id });
  return closed.length === 1;
}

/**
 * Keeps what the buyer gave on an open page while their bank or wallet has yet to answer (PayNow,
 * GrabPay). False when the page is closed or past its expiry.
 */
export async function awaitSandboxPayment(
  db: Executor,
  id: string,
  details: PaymentDetails,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(sandboxPayments)
    .set({ paidWith: details })
    .where(
      and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.state, 'open'),
        gt(sandboxPayments.expiresAt, now),
      ),
    )
    .returning({ id: sandboxPayments.id });
  return updated.length === 1;
}

/** Pages that closed before `before` are of no more use and hold a buyer's address: they go. */
export async function deleteClosedSandboxPages(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(sandboxPayments)
    .where(lt(sandboxPayments.expiresAt, before))
    .returning({ id: sandboxPayments.id });
  return deleted.length;
}
