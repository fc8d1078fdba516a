import type { PaymentProviderName } from '#server/db/schema/index.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import type { DeliveryDetails } from './delivery.js';

/** A line as the payment page shows it, at the price the server fixed when the checkout began. */
export interface PaymentLine {
  name: string;
  sizeLabel: string | null;
  qty: number;
  unitPriceCents: number;
}

export interface CreatePaymentInput {
  /** Our id for the attempt, also the sandbox's session id. */
  reference: string;
  lines: PaymentLine[];
  discountCents: number;
  voucherCode: string | null;
  /** The logged-in customer's e-mail; a visitor types theirs on the payment page. */
  email: string | null;
  /** A logged-in customer: Stripe keeps them as one customer across payments. */
  customer: { userId: number; stripeCustomerId: string | null } | null;
  /** What the shop collected before paying; the page asks for what is null here. */
  delivery: DeliveryDetails;
  /** The slots a page that has to ask for one may offer (when the shop has none yet). */
  slotChoices: BookedSlot[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface CreatedPayment {
  providerSessionId: string;
  url: string;
  /** A Stripe customer created for this customer, to be kept in users.stripe_customer_id. */
  newStripeCustomerId?: string;
}

/** Who paid and where the order goes, as the payment page collected it. */
export interface PaymentDetails {
  email: string;
  name: string | null;
  line1: string;
  postalCode: string;
  /** The phone and slot, when the payment page asked for them. */
  phone?: string | null;
  slot?: BookedSlot | null;
}

export interface BookedSlot {
  date: string;
  window: DeliveryWindow;
}

/** Where a payment session stands at the provider. */
export type PaymentOutcome =
  | { status: 'paid'; details: PaymentDetails }
  /** The shopper finished but the money is still on its way (a delayed payment method). */
  | { status: 'pending' }
  | { status: 'open' }
  | { status: 'expired' }
  | { status: 'failed' };

/** Money to give back for a paid session; `reference` is the refund's idempotency key. */
export interface RefundInput {
  providerSessionId: string;
  amountCents: number;
  reference: string;
}

/** One interface, two providers (Stripe, and the shop's own test page): checkout does not care which. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(input: CreatePaymentInput): Promise<CreatedPayment>;
  retrieveSession(providerSessionId: string): Promise<PaymentOutcome>;
  /** Ends an open session so it can no longer be paid; answers where it stands afterwards. */
  expireSession(providerSessionId: string): Promise<PaymentOutcome>;
  /** Refunds a paid session; asked twice with one reference, the provider refunds once. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}
