import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig, HoldLimits } from '#server/config/config.js';
import type { Database } from '#server/db/client.js';
import type { Clock } from '#server/lib/clock.js';
import type { Mailer } from '#server/modules/mail/index.js';
import type { Payments } from '#server/modules/payments/index.js';
import type { ShopCounters } from '#server/plugins/metrics.js';

/** What checkout and fulfilment work with; one per app, built from its config. */
export interface CheckoutContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** What one client may hold in open checkouts. */
  holds: HoldLimits;
  /** The payment providers: new checkouts use `payments.provider`. */
  payments: Payments;
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
  config: Pick<AppConfig, 'publicUrl' | 'holds'>;
  payments: Payments;
  counters: CheckoutCounters;
  clock: Clock;
}): CheckoutContext {
  return {
    db: deps.db,
    mailer: deps.mailer,
    log: deps.log,
    publicUrl: deps.config.publicUrl,
    holds: deps.config.holds,
    payments: deps.payments,
    counters: deps.counters,
    clock: deps.clock,
  };
}
