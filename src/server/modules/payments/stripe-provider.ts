import Stripe from 'stripe';
import { CURRENCY } from '#shared/constants.js';
import { DELIVERY_WINDOWS, formatDeliverySlot, normalisePhone } from '#shared/delivery.js';
import { lineTitle } from '#shared/line-title.js';
import type { OnlinePaymentMethodType, PaymentMethod } from '#shared/payment-methods.js';
import type {
  BookedSlot,
  CreatedPayment,
  CreatePaymentInput,
  DeliveryDetails,
  PaymentDetails,
  PaymentOutcome,
  PaymentProvider,
} from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** http://127.0.0.1:port of a stand-in (tests); undefined talks to Stripe itself. */
  apiBase: string | undefined;
  /** The methods every session offers (PAYMENT_METHODS); card brings Apple Pay and Google Pay. */
  methods: OnlinePaymentMethodType[];
}

/** The SDK client, pointed at the stand-in when one is configured. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? '443' : '80'),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe checks that a session lives at least 30 minutes; a minute's margin covers the call. */
const STRIPE_EXPIRY_MARGIN_SECONDS = 60;

/** The Checkout custom field that asks for a slot when the shop has none yet. */
const SLOT_FIELD = 'deliveryslot';

/** Stripe takes only letters and digits as a dropdown's value: d20261205w1013. */
function slotValue(slot: BookedSlot): string {
  return `d${slot.date.replaceAll('-', '')}w${slot.window.replace('-', '')}`;
}

function slotOfValue(value: string | null | undefined): BookedSlot | null {
  const match = /^d(\d{4})(\d{2})(\d{2})w(\d{2})(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const window = DELIVERY_WINDOWS.find((id) => id === `${match[4]}-${match[5]}`);
  return window ? { date: `${match[1]}-${match[2]}-${match[3]}`, window } : null;
}

/** The delivery booked in the shop, as the session's metadata carries it for staff and reports. */
function deliveryMetadata(delivery: DeliveryDetails): Record<string, string> {
  const metadata: Record<string, string> = {};
  if (delivery.phone) metadata.phone = delivery.phone;
  if (delivery.deliveryDate && delivery.deliveryWindow) {
    metadata.delivery_date = delivery.deliveryDate;
    metadata.delivery_window = delivery.deliveryWindow;
    metadata.delivery_slot = formatDeliverySlot(delivery.deliveryDate, delivery.deliveryWindow);
  }
  return metadata;
}

/** What Stripe's page asks for because the shop did not collect it first. */
function collectedOnStripe(
  delivery: DeliveryDetails,
  slotChoices: BookedSlot[],
): Partial<Stripe.Checkout.SessionCreateParams> {
  return {
    ...(delivery.shippingLine1
      ? {}
      : { shipping_address_collection: { allowed_countries: ['SG'] } }),
    ...(delivery.phone ? {} : { phone_number_collection: { enabled: true } }),
    ...(delivery.deliveryDate || slotChoices.length === 0
      ? {}
      : {
          custom_fields: [
            {
              key: SLOT_FIELD,
              label: { type: 'custom', custom: 'Delivery slot' },
              type: 'dropdown',
              dropdown: {
                options: slotChoices.map((slot) => ({
                  label: formatDeliverySlot(slot.date, slot.window),
                  value: slotValue(slot),
                })),
              },
            },
          ],
        }),
  };
}

/** The phone and slot Stripe's page collected (when the shop had not). */
function deliveryOf(session: Stripe.Checkout.Session): Pick<PaymentDetails, 'phone' | 'slot'> {
  const phone = session.customer_details?.phone;
  const field = session.custom_fields?.find((custom) => custom.key === SLOT_FIELD);
  return {
    phone: phone ? (normalisePhone(phone) ?? phone) : null,
    slot: slotOfValue(field?.dropdown?.value),
  };
}

/** The buyer's e-mail and the shipping address Stripe collected, when it has both. */
export function paymentDetailsOf(session: Stripe.Checkout.Session): PaymentDetails | undefined {
  const shipping = session.collected_information?.shipping_details;
  const email = session.customer_details?.email ?? session.customer_email;
  const address = shipping?.address ?? session.customer_details?.address;
  if (!email || !address?.line1 || !address.postal_code) return undefined;
  return {
    email: email.toLowerCase(),
    name: shipping?.name ?? session.customer_details?.name ?? null,
    line1: [address.line1, address.line2].filter(Boolean).join(', '),
    postalCode: address.postal_code,
    ...deliveryOf(session),
  };
}

/**
 * How a session was paid, from its PaymentIntent's latest charge (present when the session was
 * retrieved with PAID_SESSION_EXPAND). A wallet (Apple Pay, Google Pay) pays with a card: its
 * brand and last 4 are the card's. Undefined when Stripe does not say, or for another method.
 */
export function paymentMethodOf(session: Stripe.Checkout.Session): PaymentMethod | undefined {
  const intent = session.payment_intent;
  const charge = typeof intent === 'object' ? intent?.latest_charge : undefined;
  const used = typeof charge === 'object' ? charge?.payment_method_details : undefined;
  switch (used?.type) {
    case 'card':
      return { type: 'card', brand: used.card?.brand ?? null, last4: used.card?.last4 ?? null };
    case 'paynow':
      return { type: 'paynow' };
    case 'grabpay':
      return { type: 'grabpay' };
    default:
      return undefined;
  }
}

/** What a session is retrieved with so its outcome can say how it was paid. */
export const PAID_SESSION_EXPAND = ['payment_intent.latest_charge'];

/** Where a Checkout Session stands, in the words every provider answers in. */
export function outcomeOf(session: Stripe.Checkout.Session): PaymentOutcome {
  if (session.status === 'expired') return { status: 'expired' };
  if (session.status === 'open') return { status: 'open' };
  if (session.payment_status === 'unpaid') return { status: 'pending' };
  // Stripe collects both for every completed session; should one be missing, the money is still
  // taken, so the order is made with what there is and the staff contact the customer.
  const details = paymentDetailsOf(session) ?? {
    email: (session.customer_details?.email ?? session.customer_email ?? '').toLowerCase(),
    name: session.customer_details?.name ?? null,
    line1: '',
    postalCode: '',
    ...deliveryOf(session),
  };
  const method = paymentMethodOf(session);
  return { status: 'paid', details: method ? { ...details, method } : details };
}

/** The shopper's Stripe customer: theirs, or one made now for a customer who has none yet. */
async function stripeCustomerFor(stripe: Stripe, input: CreatePaymentInput) {
  const known = input.customer?.providerCustomerId ?? undefined;
  if (known || !input.customer || !input.email) return { customerId: known };
  const customer = await stripe.customers.create({
    email: input.email,
    metadata: { userId: String(input.customer.userId) },
  });
  return { customerId: customer.id, newCustomerId: customer.id };
}

/** The voucher's discount as a one-use Stripe coupon, or none. */
async function discountsFor(stripe: Stripe, input: CreatePaymentInput) {
  if (input.discountCents <= 0) return undefined;
  const coupon = await stripe.coupons.create({
    amount_off: input.discountCents,
    currency: CURRENCY.toLowerCase(),
    duration: 'once',
    max_redemptions: 1,
    name: input.voucherCode ? `Voucher ${input.voucherCode}` : 'Voucher',
  });
  return [{ coupon: coupon.id }];
}

async function createStripeSession(
  stripe: Stripe,
  methods: OnlinePaymentMethodType[],
  input: CreatePaymentInput,
): Promise<CreatedPayment> {
  const { customerId, newCustomerId } = await stripeCustomerFor(stripe, input);
  const discounts = await discountsFor(stripe, input);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      // PayNow takes SGD only and one-time payments: the shop's only currency and mode.
      currency: CURRENCY.toLowerCase(),
      // Since API version 2026-09-30 the list filters what the Dashboard enables (it replaced
      // `payment_method_types`); the session's `payment_method_types` answer what it offers.
      allowed_payment_method_types: methods,
      client_reference_id: input.reference,
      line_items: input.lines.map((line) => ({
        quantity: line.qty,
        price_data: {
          currency: CURRENCY.toLowerCase(),
          unit_amount: line.unitPriceCents,
          product_data: { name: lineTitle(line) },
        },
      })),
      ...(discounts ? { discounts } : {}),
      ...collectedOnStripe(input.delivery, input.slotChoices),
      ...(customerId
        ? { customer: customerId }
        : input.email
          ? { customer_email: input.email }
          : {}),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: Math.ceil(input.expiresAt.getTime() / 1000) + STRIPE_EXPIRY_MARGIN_SECONDS,
      metadata: { reference: input.reference, ...deliveryMetadata(input.delivery) },
    },
    // A retried create (network trouble) gives the same session, never a second one.
    { idempotencyKey: `checkout-${input.reference}` },
  );
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a url');
  return {
    providerSessionId: session.id,
    url: session.url,
    ...(newCustomerId ? { newCustomerId } : {}),
  };
}

/** The PaymentIntent of a completed session, whether Stripe sent its id or the object. */
function paymentIntentIdOf(session: Stripe.Checkout.Session): string | undefined {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : intent?.id;
}

const retrieve = (stripe: Stripe, providerSessionId: string) =>
  stripe.checkout.sessions.retrieve(providerSessionId, { expand: PAID_SESSION_EXPAND });

/**
 * Stops a payment still under way (a PayNow QR shown, a GrabPay approval not given) by cancelling
 * its PaymentIntent, so it can no longer be paid. Paid just before: Stripe refuses, and says so.
 */
async function stopPaymentUnderWay(
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<PaymentOutcome> {
  const paymentIntent = paymentIntentIdOf(session);
  if (!paymentIntent) return { status: 'failed' };
  try {
    await stripe.paymentIntents.cancel(paymentIntent);
    return { status: 'failed' };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    return outcomeOf(await retrieve(stripe, session.id));
  }
}

export function createStripeProvider(
  stripe: Stripe,
  methods: OnlinePaymentMethodType[],
): PaymentProvider {
  return {
    name: 'stripe',
    createSession: (input) => createStripeSession(stripe, methods, input),
    async retrieveSession(providerSessionId) {
      return outcomeOf(await retrieve(stripe, providerSessionId));
    },
    async expireSession(providerSessionId, options) {
      const session = await retrieve(stripe, providerSessionId);
      if (session.status !== 'open') {
        const outcome = outcomeOf(session);
        return outcome.status === 'pending' && options?.stopPaymentUnderWay
          ? stopPaymentUnderWay(stripe, session)
          : outcome;
      }
      try {
        return outcomeOf(await stripe.checkout.sessions.expire(providerSessionId));
      } catch (error) {
        // Paid between the two calls: Stripe refuses to expire it, and says how it ended.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return outcomeOf(await retrieve(stripe, providerSessionId));
      }
    },
    async refund(input) {
      const session = await stripe.checkout.sessions.retrieve(input.providerSessionId);
      const paymentIntent = paymentIntentIdOf(session);
      if (!paymentIntent)
        throw new Error(`Checkout Session ${session.id} has no payment to refund`);
      // The key makes a retried call (network trouble, a second click) the same refund.
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: input.amountCents },
        { idempotencyKey: input.reference },
      );
      return {
        refundId: refund.id,
        state: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      };
    },
  };
}
