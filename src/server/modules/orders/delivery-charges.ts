import type { DeliveryChangeChargeRow } from '#server/db/schema/index.js';
import { HttpError, InvalidFieldsError } from '#server/lib/http-errors.js';
import { randomToken } from '#server/lib/tokens.js';
import { takeDeliveryPlace } from '#server/modules/deliveries/index.js';
import type { CreatePaymentInput, PaymentEvent } from '#server/modules/payments/index.js';
import { customerMayChange } from '#shared/delivery-states.js';
import { gstIncludedCents } from '#shared/gst.js';
import { dollarsToCents, formatCents } from '#shared/money.js';
import { CHARGE_PARAMETER, orderTrackingPath } from '#shared/paths.js';
import type { RescheduleRequest } from '#shared/schemas/delivery.js';
import { CANCELLATION_FEE, formatFee } from '#shared/service-facts.js';
import { changeableOrder, checkNewSlot, moveBookedDelivery } from './customer-changes.js';
import {
  findOpenCharges,
  insertCharge,
  markChargeRefunded,
  settleOpenCharge,
} from './delivery-charge-repository.js';
import { chargeRefundedMail } from './delivery-mails.js';
import { lockOrderDelivery } from './delivery-repository.js';
import type { OrdersContext } from './order-payments.js';
import { queueOrderMail } from './queue-order-mail.js';
import { findOrderById } from './repository.js';
import type { OrderRequester } from './service.js';

// Moving a delivery after free changes ended: the charge is paid first (decision 0062).

/** As long as a checkout's page: the customer pays now or asks again. */
const CHARGE_PAGE_MINUTES = 30;

const SAME_SLOT_MESSAGE = 'Choose another date or window than the one booked.';

/**
 * POST /orders/{id}/delivery-slot/charge: the customer, after the cut-off, asks to move their
 * booked delivery to a slot the shop offers. Everything a free move checks is checked now (the
 * order is theirs and still booked, the day, a place in the window); then earlier charge pages of
 * the order are closed and a payment page for the charge opened. Nothing changes until it is paid.
 */
export async function openDeliveryCharge(
  ctx: OrdersContext,
  orderId: number,
  requester: OrderRequester,
  asked: RescheduleRequest,
): Promise<{ url: string }> {
  const now = ctx.clock.now();
  const order = await ctx.db.transaction(async (tx) => {
    const found = await changeableOrder(ctx, tx, orderId, requester, 'move', true);
    if (!found.late) {
      throw new HttpError(
        409,
        'Moving this delivery is still free: no charge to pay.',
        'delivery_change_free',
      );
    }
    if (
      found.deliveryDate === asked.deliveryDate &&
      found.deliveryWindow === asked.deliveryWindow
    ) {
      throw new InvalidFieldsError([{ msg: SAME_SLOT_MESSAGE, path: 'deliveryDate' }]);
    }
    await checkNewSlot(tx, asked, now);
    // Only asked whether there is a place: the move takes one when the charge is paid.
    await takeDeliveryPlace(tx, asked.deliveryDate, asked.deliveryWindow);
    return found;
  });
  await closeEarlierCharges(ctx, orderId);
  const amountCents = dollarsToCents(CANCELLATION_FEE.amount);
  const tracking = `${ctx.publicUrl}${orderTrackingPath(orderId, order.providerSessionId)}`;
  const page = await openChargePage(ctx, {
    reference: randomToken(),
    lines: [
      {
        name: `Postponement charge, order #${orderId}`,
        sizeLabel: null,
        qty: 1,
        unitPriceCents: amountCents,
      },
    ],
    discountCents: 0,
    voucherCode: null,
    email: order.email,
    customer: null,
    delivery: {
      phone: order.phone,
      shippingLine1: order.shippingLine1,
      shippingPostal: order.shippingPostal,
      deliveryDate: asked.deliveryDate,
      deliveryWindow: asked.deliveryWindow,
      saveAddress: false,
    },
    slotChoices: [],
    successUrl: `${tracking}&${CHARGE_PARAMETER}=paid`,
    cancelUrl: `${tracking}&${CHARGE_PARAMETER}=cancelled`,
    expiresAt: new Date(now.getTime() + CHARGE_PAGE_MINUTES * 60_000),
  });
  await insertCharge(ctx.db, {
    orderId,
    provider: page.provider,
    providerSessionId: page.providerSessionId,
    deliveryDate: asked.deliveryDate,
    deliveryWindow: asked.deliveryWindow,
    amountCents,
    createdAt: now,
  });
  return { url: page.url };
}

/** The provider's page for the charge; when it cannot open, the customer is asked to try again. */
async function openChargePage(ctx: OrdersContext, input: CreatePaymentInput) {
  try {
    return await ctx.payments.openPaymentPage(input);
  } catch (error) {
    ctx.log.error({ err: error }, 'payment provider refused to open a delivery charge page');
    throw new HttpError(502, 'The payment page could not be opened. Please try again in a moment.');
  }
}

/** One charge page open per order: the customer who asks again pays for the latest slot only. */
async function closeEarlierCharges(ctx: OrdersContext, orderId: number): Promise<void> {
  for (const open of await findOpenCharges(ctx.db, orderId)) {
    const paid = await ctx.payments.closePaymentPage(open.provider, open.providerSessionId);
    if (!paid) await settleOpenCharge(ctx.db, open.providerSessionId, 'closed', ctx.clock.now());
  }
}

/**
 * What a payment event does to a delivery charge, whichever provider told it (events of other
 * payments find no charge and change nothing). Paid: the move is made under the order's lock, even
 * if its window filled meanwhile (the payment was made; staff see it on the run sheet). An order
 * that can no longer move (out for delivery, refunded meanwhile) gets the charge back, and a mail.
 */
export async function actOnChargeEvent(ctx: OrdersContext, event: PaymentEvent): Promise<void> {
  if (!('providerSessionId' in event)) return;
  const now = ctx.clock.now();
  if (event.kind !== 'paid') {
    await settleOpenCharge(ctx.db, event.providerSessionId, 'closed', now);
    return;
  }
  const unmoved = await ctx.db.transaction(async (tx) => {
    const charge = await settleOpenCharge(tx, event.providerSessionId, 'paid', now);
    if (!charge) return undefined;
    const locked = await lockOrderDelivery(tx, charge.orderId);
    const order = locked && (await findOrderById(tx, charge.orderId));
    if (!order || !customerMayChange(locked.status, locked.deliveryState)) {
      return charge;
    }
    // The step shows on the tracking page (the shop's "$"); the mail is a document and keeps "S$".
    const mailed = (cents: number) => formatCents(cents, 'document');
    await moveBookedDelivery(ctx, tx, order, charge, {
      step: `${formatCents(charge.amountCents)} charge paid`,
      mail: `We received your payment of ${mailed(charge.amountCents)} (GST included: ${mailed(gstIncludedCents(charge.amountCents))}) for moving it after free changes ended.`,
    });
    return undefined;
  });
  if (unmoved) await refundCharge(ctx, unmoved);
}

async function refundCharge(ctx: OrdersContext, charge: DeliveryChangeChargeRow): Promise<void> {
  const refund = ctx.payments.refunderFor(charge.provider);
  if (!refund) {
    ctx.log.error(
      { chargeId: charge.id },
      'delivery charge paid for no move: refund it at the provider',
    );
    return;
  }
  try {
    await refund({
      providerSessionId: charge.providerSessionId,
      amountCents: charge.amountCents,
      reference: `refund-delivery-charge-${charge.id}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, chargeId: charge.id }, 'delivery charge refund failed: refund it');
    return;
  }
  await ctx.db.transaction(async (tx) => {
    await markChargeRefunded(tx, charge.id);
    await queueOrderMail(ctx, tx, charge.orderId, (input) =>
      chargeRefundedMail(input, formatFee(CANCELLATION_FEE, 'document')),
    );
  });
}
