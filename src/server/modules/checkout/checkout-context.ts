import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig, HoldLimits, InvoiceConfig } from '#server/config/config.js';
import type { Database } from '#server/db/client.js';
import type { PaymentProviderName } from '#server/db/schema/index.js';
import type { Clock } from '#server/lib/clock.js';
import type { Mailer } from '#server/modules/mail/index.js';
import type { ShopCounters } from '#server/plugins/metrics.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeClient, createStripeProvider } from './stripe-provider.js';

/** What checkout and fulfilment work with; one per app, built from its config. */
export interface CheckoutContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The seller on the tax invoice the confirmation mail carries. */
  invoice: InvoiceConfig;
  /** What one client may hold in open checkouts. */
  holds: HoldLimits;
  /** The provider new checkouts use: Stripe when configured, else the sandbox. */
  provider: PaymentProvider;
  /** The provider of an existing session (a session outlives a change of configuration). */
  providerFor(name: PaymentProviderName): PaymentProvider | undefined;
  /** Checks a Stripe webhook's signature and parses it; undefined without Stripe keys. */
  verifyStripeEvent: ((payload: Buffer, signature: string) => Stripe.Event) | undefined;
  /** The metrics' counts of checkouts opened and orders paid. */
  counters: CheckoutCounters;
  /** The app's clock: holds, expiry and delivery days are judged at its now. */
  clock: Clock;
}

type CheckoutCounters = Pick<ShopCounters, 'checkoutOpened' | 'orderPaid'>;

export function createCheckoutContext(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: Pick<AppConfig, 'publicUrl' | 'payments' | 'invoice' | 'holds'>;
  counters: CheckoutCounters;
  clock: Clock;
}): CheckoutContext {
  const sandbox = createSandboxProvider(deps.config.publicUrl);
  const payments = deps.config.payments;
  const client = payments.provider === 'stripe' ? createStripeClient(payments) : undefined;
  const stripe = client ? createStripeProvider(client) : undefined;
  return {
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    publicUrl: deps.config.publicUrl,
    invoice: deps.config.invoice,
    holds: deps.config.holds,
    provider: stripe ?? sandbox,
    providerFor: (name) => (name === 'stripe' ? stripe : sandbox),
    counters: deps.counters,
    clock: deps.clock,
    verifyStripeEvent:
      client && payments.provider === 'stripe'
        ? (payload, signature) =>
            client.webhooks.constructEvent(payload, signature, payments.webhookSecret)
        : undefined,
  };
}
