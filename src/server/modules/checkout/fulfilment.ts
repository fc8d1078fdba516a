import type { Executor } from '#server/db/client.js';
import type {
  CheckoutSessionLineRow,
  CheckoutSessionRow,
  OrderRow,
} from '#server/db/schema/index.js';
import { emptyPaidBag } from '#server/modules/cart/index.js';
import { returnStock, takeStock } from '#server/modules/catalog/index.js';
import { orderOfCheckout, paymentMethodColumns, placeOrder } from '#server/modules/orders/index.js';
import type { PaymentDetails, PaymentEvent } from '#server/modules/payments/index.js';
import { saveDeliveryAddress } from '#server/modules/users/index.js';
import { countLateVoucherUse, returnVoucherUse } from '#server/modules/vouchers/index.js';
import { formatDeliverySlot } from '#shared/delivery.js';
import type { CheckoutContext } from './checkout-context.js';
import {
  closeCheckoutSession,
  findCheckoutByProviderId,
  findCheckoutLines,
  lockCheckoutByProviderId,
  markPaymentUnderWay,
  recordPaymentEvent,
} from './repository.js';

export const DEFAULT_ETA = '3–5 business days';

/** A provider's event; its id is recorded with the change it causes, so a replay does nothing. */
type SeenEvent = Pick<PaymentEvent, 'id' | 'type'>;

/**
 * THE fulfilment of a paid checkout, and the only one: the webhook, the sandbox page and the
 * success-page lookup all call it. Under the checkout session's row lock it creates the order and
 * its items at the prices of the checkout, turns the reservation into a sale, empties the bag,
 * queues the order for fulfilment and the confirmation mail. Called again (or at the same moment
 * from elsewhere) it finds the session completed and answers the existing order.
 * Undefined: an event seen before, or a session this shop does not know.
 */
export async function completeCheckout(
  ctx: CheckoutContext,
  providerSessionId: string,
  details: PaymentDetails,
  event?: SeenEvent,
): Promise<OrderRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    if (event && !(await recordPaymentEvent(tx, event.id, event.type))) return undefined;
    const session = await lockCheckoutByProviderId(tx, providerSessionId);
    if (!session) return undefined;
    if (session.state === 'completed') return orderOfCheckout(tx, session.id);
    if (session.state === 'released') await takeAgainAfterRelease(ctx, tx, session);
    return fulfil(ctx, tx, session, details);
  });
}

/**
 * Paid after its reservation ended (a provider that reported late). The money is taken, so the
 * order stands; stock and the voucher use are taken again where still possible.
 */
async function takeAgainAfterRelease(
  ctx: CheckoutContext,
  tx: Executor,
  session: CheckoutSessionRow,
): Promise<void> {
  for (const line of await findCheckoutLines(tx, session.id)) {
    if (line.serviceCode !== null) continue;
    const taken =
      line.productId !== null &&
      (await takeStock(tx, { productId: line.productId, sizeId: line.sizeId, qty: line.qty }))
        .taken;
    if (!taken) {
      ctx.log.error(
        { providerSessionId: session.providerSessionId, line: line.name },
        'paid after release: stock short',
      );
    }
  }
  // The use happened: it is counted even past the voucher's limit.
  if (session.voucherId !== null) await countLateVoucherUse(tx, session.voucherId);
}

/**
 * Turns a locked session into its order: items, bag emptied, confirmation mail queued. A payment
 * staff took at the counter has the reference of its receipt or terminal (decision 0067).
 */
export async function fulfil(
  ctx: CheckoutContext,
  tx: Executor,
  session: CheckoutSessionRow,
  details: PaymentDetails,
  paymentReference: string | null = null,
): Promise<OrderRow> {
  const lines = await findCheckoutLines(tx, session.id);
  const order = await placeOrder(tx, ctx, {
    order: { ...orderOfSession(session, details, ctx.clock.now()), paymentReference },
    items: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      sizeLabel: line.sizeLabel,
      qty: line.qty,
      unitPriceCents: line.unitPriceCents,
      serviceCode: line.serviceCode,
    })),
    providerSessionId: session.providerSessionId,
  });
  await closeCheckoutSession(tx, session.id, 'completed', 'paid');
  // Counted as the order is written: a commit failing after this is rare enough for a rate.
  ctx.counters.orderPaid();
  if (session.cartId !== null) await emptyPaidBag(tx, session.cartId);
  if (session.saveAddress && session.userId !== null) {
    await saveDeliveryAddress(tx, session.userId, {
      addressLine: order.shippingLine1,
      postalCode: order.shippingPostal,
    });
  }
  return order;
}

/**
 * The order a paid session becomes. What the shop collected before paying stands; the payment
 * page filled in only what was missing.
 */
function orderOfSession(session: CheckoutSessionRow, details: PaymentDetails, now: Date) {
  const slot =
    session.deliveryDate && session.deliveryWindow
      ? { date: session.deliveryDate, window: session.deliveryWindow }
      : (details.slot ?? null);
  return {
    checkoutSessionId: session.id,
    userId: session.userId,
    email: details.email,
    status: 'paid' as const,
    // The order's date is the app clock's, so the day it counts for in analytics can be pinned.
    createdAt: now,
    subtotalCents: session.subtotalCents,
    discountCents: session.discountCents,
    totalCents: session.totalCents,
    voucherCode: session.voucherCode,
    shippingName: details.name,
    shippingLine1: session.shippingLine1 ?? details.line1,
    shippingPostal: session.shippingPostal ?? details.postalCode,
    // The booked slot is the estimate the success page, invoice and mail give.
    eta: slot ? formatDeliverySlot(slot.date, slot.window) : DEFAULT_ETA,
    phone: session.phone ?? details.phone ?? null,
    deliveryDate: slot?.date ?? null,
    deliveryWindow: slot?.window ?? null,
    // What the provider said paid: shown on the success page, invoice, mails and in analytics.
    ...paymentMethodColumns(details.method),
    // Where it was sold and by whom: online, or the staff who opened it (decision 0067).
    channel: session.channel,
    showroomId: session.showroomId,
    createdByUserId: session.createdByUserId,
    createdByEmail: session.createdByEmail,
  };
}

/** What else happens, in the same transaction, when a checkout is released (a mail queued). */
export type AfterRelease = (
  tx: Executor,
  session: CheckoutSessionRow,
  lines: CheckoutSessionLineRow[],
) => Promise<void>;

/**
 * Ends an open checkout without a sale: its stock and voucher use go back. Does nothing to a
 * session that is already completed or released. True when this call released it.
 */
export async function releaseCheckout(
  ctx: CheckoutContext,
  providerSessionId: string,
  reason: string,
  event?: SeenEvent,
  afterRelease?: AfterRelease,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (event && !(await recordPaymentEvent(tx, event.id, event.type))) return false;
    const session = await lockCheckoutByProviderId(tx, providerSessionId);
    if (session?.state !== 'open') return false;
    const lines = await findCheckoutLines(tx, session.id);
    for (const line of lines) await returnStock(tx, line);
    if (session.voucherId !== null) await returnVoucherUse(tx, session.voucherId);
    await closeCheckoutSession(tx, session.id, 'released', reason);
    await afterRelease?.(tx, session, lines);
    return true;
  });
}

/** Prefix of a session whose provider has not answered yet (the shop stopped in between). */
export const UNCONFIRMED_PREFIX = 'pending_';

/**
 * How long a payment under way (the shopper finished on the provider's page, the money is on its
 * way: PayNow's QR, a GrabPay approval) may hold its stock, from when the shop first found it so.
 * Stripe's PayNow QR lasts an hour; past this the payment is stopped and the stock goes back.
 */
export const PAYMENT_UNDER_WAY_MINUTES = 60;

/** The payment under way has held its stock as long as it may. */
function underWayTooLong(session: CheckoutSessionRow, now: Date): boolean {
  return (
    session.pendingSince !== null &&
    now.getTime() >= session.pendingSince.getTime() + PAYMENT_UNDER_WAY_MINUTES * 60_000
  );
}

/**
 * Closes an open checkout the shop no longer waits for (expired, or replaced by a new checkout of
 * the same bag): the provider is asked to end it first, so it cannot be paid after its stock went
 * back; if it was paid meanwhile, it is fulfilled instead. A payment still under way is left open
 * for PAYMENT_UNDER_WAY_MINUTES (its hold moved to then); after that it is stopped and released.
 */
export async function closeWithProvider(
  ctx: CheckoutContext,
  providerSessionId: string,
  reason: string,
): Promise<'completed' | 'released' | 'pending' | 'unchanged'> {
  const session = await findCheckoutByProviderId(ctx.db, providerSessionId);
  if (session?.state !== 'open') return 'unchanged';
  if (providerSessionId.startsWith(UNCONFIRMED_PREFIX)) {
    return (await releaseCheckout(ctx, providerSessionId, reason)) ? 'released' : 'unchanged';
  }
  const provider = ctx.payments.providerFor(session.provider);
  if (!provider) {
    ctx.log.warn({ providerSessionId }, `no ${session.provider} provider configured to close it`);
    return 'unchanged';
  }
  const now = ctx.clock.now();
  const tooLong = underWayTooLong(session, now);
  const outcome = await provider.expireSession(providerSessionId, { stopPaymentUnderWay: tooLong });
  if (outcome.status === 'paid') {
    return (await completeCheckout(ctx, providerSessionId, outcome.details))
      ? 'completed'
      : 'unchanged';
  }
  const underWay = outcome.status === 'pending' || outcome.status === 'open';
  if (underWay && !tooLong) {
    if (session.pendingSince === null) {
      const until = new Date(now.getTime() + PAYMENT_UNDER_WAY_MINUTES * 60_000);
      await markPaymentUnderWay(ctx.db, session.id, now, until);
    }
    return 'pending';
  }
  // A provider that could not stop it and is paid later still makes the order (completeCheckout).
  const why = tooLong ? 'payment under way too long' : reason;
  return (await releaseCheckout(ctx, providerSessionId, why)) ? 'released' : 'unchanged';
}
