import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox provider's own record of a payment page, as Stripe keeps a Checkout Session on its
 * side: what the page shows (`page`), where the payment stands, and what the buyer gave when they
 * paid. The shop's checkout learns of it only through payment events, as it does from Stripe.
 * Rows are deleted a week after their page closed (housekeeping).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    state: text('state', { enum: ['open', 'paid', 'expired', 'cancelled', 'failed'] })
      .notNull()
      .default('open'),
    page: jsonb('page').notNull(),
    /**
     * What the buyer gave: as they paid, or, for PayNow and GrabPay, as they chose the method and
     * went to pay in their bank or wallet (the page is still open until that answers).
     */
    paidWith: jsonb('paid_with'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_payments_expires_at_idx').on(table.expiresAt)],
);

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
