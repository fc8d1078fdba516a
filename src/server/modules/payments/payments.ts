import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '#server/config/config.js';
import type { Database } from '#server/db/client.js';
import type { PaymentProviderName } from '#server/db/schema/index.js';
import type { Clock } from '#server/lib/clock.js';
import type { PaymentEvent, PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeClient, createStripeProvider } from './stripe-provider.js';

/** Whoever acts on payment events (checkout); it records each event id with what it changes. */
export type PaymentEventHandler = (event: PaymentEvent) => Promise<void>;

/** The providers of this app, and who is told what happens at them. */
export interface Payments {
  /** The provider new checkouts use: Stripe when configured, else the sandbox. */
  provider: PaymentProvider;
  /** The provider of an existing session (a session outlives a change of configuration). */
  providerFor(name: PaymentProviderName): PaymentProvider | undefined;
  /** Checks a Stripe webhook's signature and parses it; undefined without Stripe keys. */
  verifyStripeEvent: ((payload: Buffer, signature: string) => Stripe.Event) | undefined;
  handlers: PaymentEventHandler[];
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export function createPayments(deps: {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'publicUrl' | 'payments'>;
}): Payments {
  const sandbox = createSandboxProvider({ ...deps, publicUrl: deps.config.publicUrl });
  const settings = deps.config.payments;
  const client = settings.provider === 'stripe' ? createStripeClient(settings) : undefined;
  const stripe =
    client && settings.provider === 'stripe'
      ? createStripeProvider(client, settings.methods)
      : undefined;
  return {
    provider: stripe ?? sandbox,
    // A counter sale was paid in the showroom: no provider holds it (decision 0067).
    providerFor: (name) => (name === 'stripe' ? stripe : name === 'sandbox' ? sandbox : undefined),
    verifyStripeEvent:
      client && settings.provider === 'stripe'
        ? (payload, signature) =>
            client.webhooks.constructEvent(payload, signature, settings.webhookSecret)
        : undefined,
    handlers: [],
  };
}

/**
 * Asks to be told of every payment event, whichever provider sent it. Payments imports none of
 * the modules that listen: the module that needs the events registers here (decision 0042).
 */
export function onPaymentEvent(app: FastifyInstance, handler: PaymentEventHandler): void {
  app.payments.handlers.push(handler);
}

/** Tells the listeners of one event; a payment no module listens for is a wiring mistake. */
export async function tellPaymentEvent(payments: Payments, event: PaymentEvent): Promise<void> {
  if (payments.handlers.length === 0) throw new Error('No module listens for payment events');
  for (const handler of payments.handlers) await handler(event);
}
