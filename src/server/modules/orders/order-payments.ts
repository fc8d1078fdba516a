import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.js';
import type { PaymentProviderName } from '#server/db/schema/index.js';
import type { Clock } from '#server/lib/clock.js';
import type { Mailer } from '#server/modules/mail/index.js';
import type { CreatePaymentInput } from '#server/modules/payments/index.js';

/** Money back for a paid session; asked twice with one reference, the provider refunds once. */
export type Refunder = (refund: {
  providerSessionId: string;
  amountCents: number;
  reference: string;
}) => Promise<{ refundId: string; state: 'pending' | 'succeeded' }>;

export type CheckoutSettlement = 'unknown' | 'waiting' | 'settled';

/**
 * What orders need of the payment providers. The checkout module provides it as it registers:
 * checkout depends on orders, never the other way round (docs/decisions/0042).
 */
export interface OrderPayments {
  /** The refund through the provider an order was paid with; undefined when it is not configured. */
  refunderFor(provider: PaymentProviderName): Refunder | undefined;
  /**
   * Asks the provider about a checkout still open (its webhook may be late) and fulfils it when
   * paid. 'waiting' while the payment is still to come (the shopper has not paid, or a PayNow
   * transfer is on its way); 'unknown' when the shop knows no checkout by that id.
   */
  settleCheckout(providerSessionId: string): Promise<CheckoutSettlement>;
  /** Opens a payment page of its own (a late change's charge) with the provider checkouts use. */
  openPaymentPage(input: CreatePaymentInput): Promise<OpenedPage>;
  /**
   * Ends a page so it can no longer be paid; true when it was paid meanwhile (that payment is
   * told as any payment is).
   */
  closePaymentPage(provider: PaymentProviderName, providerSessionId: string): Promise<boolean>;
}

export interface OpenedPage {
  provider: PaymentProviderName;
  providerSessionId: string;
  url: string;
}

/** What the orders services work with. */
export interface OrdersContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** When refunds are made: the day they count for in analytics can be pinned. */
  clock: Clock;
  payments: OrderPayments;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the checkout module (provideOrderPayments); read as requests come. */
    orderPayments: { provided: OrderPayments | undefined };
  }
}

export function provideOrderPayments(app: FastifyInstance, payments: OrderPayments): void {
  app.orderPayments.provided = payments;
}

/** The orders context of the app; fails loudly when no module provided the payments. */
export function ordersContextOf(app: FastifyInstance): OrdersContext {
  const payments = app.orderPayments.provided;
  if (!payments) throw new Error('No module provided the order payments (checkout)');
  return {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
    clock: app.clock,
    payments,
  };
}
