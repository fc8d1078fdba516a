import type { PaymentProviderName } from '#server/db/schema/index.js';
import type { RefundState } from '#shared/constants.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import type { PaymentMethod } from '#shared/payment-methods.js';

/** The delivery details a checkout collected before paying; null where the payment page asks. */
export interface DeliveryDetails {
  phone: string | null;
  shippingLine1: string | null;
  shippingPostal: string | null;
  deliveryDate: string | null;
  deliveryWindow: DeliveryWindow | null;
  saveAddress: boolean;
}

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
  /** A logged-in customer, known to the provider as one customer across payments when it can. */
  customer: { userId: number; providerCustomerId: string | null } | null;
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
  /** The provider's customer made for this customer now, for the shop to remember. */
  newCustomerId?: string;
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
  /** How it was paid, when the provider says (recorded on the order). */
  method?: PaymentMethod;
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

/**
 * A refund the provider accepted: settled at once, or pending (Stripe settles PayNow and GrabPay
 * refunds later, and says so by webhook).
 */
export interface RefundMade {
  refundId: string;
  state: 'pending' | 'succeeded';
}

/**
 * What a provider tells the shop about a payment session, in the same words whoever sent it:
 * Stripe's webhook or the sandbox's page. `id` is unique per event, so a replay is recognised.
 */
export type PaymentEvent = { id: string; type: string } & (
  | { kind: 'paid'; providerSessionId: string; details: PaymentDetails }
  | {
      kind: 'failed' | 'expired' | 'cancelled';
      providerSessionId: string;
      /** Who paid, when the provider knows: told when a payment under way failed. */
      email?: string;
    }
  /** A refund settled later (Stripe's PayNow and GrabPay refunds): it succeeded or failed. */
  | { kind: 'refund'; providerRefundId: string; state: RefundState }
  /** Nothing to act on (a payment still on its way, an event the shop does not use). */
  | { kind: 'noted' }
);

/** One interface, two providers (Stripe, and the shop's own test page): checkout does not care which. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(input: CreatePaymentInput): Promise<CreatedPayment>;
  retrieveSession(providerSessionId: string): Promise<PaymentOutcome>;
  /**
   * Ends an open session so it can no longer be paid; answers where it stands afterwards. A
   * payment already under way (the shopper finished, the money is on its way) is left to finish,
   * unless `stopPaymentUnderWay`: then it is stopped too, so it cannot be paid after all.
   */
  expireSession(
    providerSessionId: string,
    options?: { stopPaymentUnderWay?: boolean },
  ): Promise<PaymentOutcome>;
  /** Refunds a paid session; asked twice with one reference, the provider refunds once. */
  refund(input: RefundInput): Promise<RefundMade>;
}
