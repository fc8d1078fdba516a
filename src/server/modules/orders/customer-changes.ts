import type { Transaction } from '#server/db/client.js';
import { HttpError, InvalidFieldsError, NotFoundError } from '#server/lib/http-errors.js';
import { recordAudit } from '#server/modules/audit/index.js';
import { returnSoldStock } from '#server/modules/catalog/index.js';
import { holidaysFor, takeDeliveryPlace } from '#server/modules/deliveries/index.js';
import { deliveryDayProblem, formatDeliveryDate, formatDeliverySlot } from '#shared/delivery.js';
import { customerMayChange } from '#shared/delivery-states.js';
import { dollarsToCents } from '#shared/money.js';
import type { RescheduleRequest } from '#shared/schemas/delivery.js';
import { CANCELLATION_FEE, formatFee, freeChangeLastDay } from '#shared/service-facts.js';
import { shopInfo } from '#shared/shop-info.js';
import { shopDay } from '#shared/time.js';
import { setOrderStatus } from './admin-repository.js';
import { foundOrder } from './admin-service.js';
import { deliveryChangedMail } from './delivery-mails.js';
import { lockOrderDelivery, moveDelivery, updateOrderDelivery } from './delivery-repository.js';
import { orderStatusMail } from './order-mails.js';
import type { OrdersContext } from './order-payments.js';
import { queueOrderMail } from './queue-order-mail.js';
import { refundedQtyByItem } from './refund-repository.js';
import { refundOrder } from './refunds.js';
import { findOrderById, findOrderItems, type OrderWithSession } from './repository.js';
import { holdsOrder, ORDER_NOT_FOUND_MESSAGE, type OrderRequester } from './service.js';

// What the customer changes of their own order online, free until the cut-off (decision 0059).

const contact = `${shopInfo.contactPhone} or ${shopInfo.contactEmail}`;

type Change = 'move' | 'cancel';
const WORDS: Record<Change, { done: string; doing: string; charged: string }> = {
  move: {
    done: 'moved',
    doing: 'Moving this delivery',
    charged: 'paid online before the move takes effect',
  },
  cancel: { done: 'cancelled', doing: 'Cancelling this order', charged: 'kept from your refund' },
};

/**
 * The order this requester may change online, held under its row lock: their own (logged in, or
 * with its tracking link; anybody else is told it does not exist), a sale whose delivery is
 * booked or confirmed and not yet out. After the cut-off only with the charge accepted
 * (decision 0062); otherwise the answer names the charge.
 */
export async function changeableOrder(
  ctx: OrdersContext,
  tx: Transaction,
  orderId: number,
  requester: OrderRequester,
  change: Change,
  chargeAccepted = false,
): Promise<OrderWithSession & { deliveryDate: string; late: boolean }> {
  const locked = await lockOrderDelivery(tx, orderId);
  const order = locked && (await findOrderById(tx, orderId));
  if (!locked || !order || !holdsOrder(order, requester)) {
    throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  }
  const { deliveryDate } = order;
  if (!customerMayChange(locked.status, locked.deliveryState) || !deliveryDate) {
    throw new HttpError(
      409,
      `This order can no longer be ${WORDS[change].done} online. Call or write to us: ${contact}.`,
      'delivery_change_refused',
    );
  }
  const lastFreeDay = freeChangeLastDay(deliveryDate);
  const late = shopDay(ctx.clock.now()) > lastFreeDay;
  if (late && !chargeAccepted) {
    throw new HttpError(
      409,
      `Free changes ended on ${formatDeliveryDate(lastFreeDay)}. ${WORDS[change].doing} now costs ${formatFee(CANCELLATION_FEE)}, ${WORDS[change].charged}.`,
      'delivery_change_charged',
    );
  }
  return { ...order, deliveryDate, late };
}

/** Who acts when the customer changes their order: their account, or the order's e-mail. */
const customerOf = (order: OrderWithSession) => ({ id: order.userId, email: order.email });

/**
 * PUT /orders/{id}/delivery-slot: the customer moves their booked delivery to another slot the
 * shop offers shoppers. The new slot takes a place under its window's lock, as at checkout; the
 * old one is given back by the move itself. The customer is mailed the new slot. Answers the
 * order's own tracking key, with which the route answers the order as it now stands.
 */
export async function rescheduleDelivery(
  ctx: OrdersContext,
  orderId: number,
  requester: OrderRequester,
  asked: RescheduleRequest,
): Promise<{ changed: boolean; providerSessionId: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const order = await changeableOrder(ctx, tx, orderId, requester, 'move');
    const unchanged = { changed: false, providerSessionId: order.providerSessionId };
    if (
      order.deliveryDate === asked.deliveryDate &&
      order.deliveryWindow === asked.deliveryWindow
    ) {
      return unchanged;
    }
    await checkNewSlot(tx, asked, now);
    await takeDeliveryPlace(tx, asked.deliveryDate, asked.deliveryWindow);
    await moveBookedDelivery(ctx, tx, order, asked);
    return { ...unchanged, changed: true };
  });
}

/** A slot the customer may move to: a shopper's bookable day (7 days ahead to 4 weeks). */
export async function checkNewSlot(tx: Transaction, asked: RescheduleRequest, now: Date) {
  const problem = deliveryDayProblem(asked.deliveryDate, now, await holidaysFor(tx, now));
  if (problem) throw new InvalidFieldsError([{ msg: problem, path: 'deliveryDate' }]);
}

/**
 * Moves the locked order's booked delivery to the slot: a step of its delivery ("Moved by the
 * customer to …") and a mail of the new slot, each saying so when a charge was paid for it.
 */
export async function moveBookedDelivery(
  ctx: OrdersContext,
  tx: Transaction,
  order: OrderWithSession,
  to: Pick<RescheduleRequest, 'deliveryDate' | 'deliveryWindow'>,
  paid?: { step: string; mail: string },
): Promise<void> {
  await updateOrderDelivery(tx, order.id, {
    phone: order.phone ?? '',
    shippingLine1: order.shippingLine1,
    shippingPostal: order.shippingPostal,
    deliveryDate: to.deliveryDate,
    deliveryWindow: to.deliveryWindow,
  });
  const slot = formatDeliverySlot(to.deliveryDate, to.deliveryWindow);
  const note = `Moved by the customer to ${slot}${paid ? ` (${paid.step})` : ''}`;
  await moveDelivery(tx, { orderId: order.id, to: 'booked', note, by: customerOf(order) });
  await queueOrderMail(ctx, tx, order.id, (input) =>
    deliveryChangedMail(input, ['Delivery slot'], 'customer', paid?.mail),
  );
}

export const CANCELLED_REASON = 'Cancelled by the customer';

/**
 * POST /orders/{id}/cancel: the customer cancels their order before the cut-off. Everything left
 * of what was paid goes back through the provider as one refund with its credit note and mail
 * (decision 0054), every unit goes back to stock, and the order is refunded, which frees its
 * delivery place. All under the order's lock, so staff cannot refund it at the same moment.
 */
export async function cancelOrderByCustomer(
  ctx: OrdersContext,
  orderId: number,
  requester: OrderRequester,
  chargeAccepted = false,
): Promise<{ providerSessionId: string }> {
  return ctx.db.transaction(async (tx) => {
    const order = await changeableOrder(ctx, tx, orderId, requester, 'cancel', chargeAccepted);
    const by = customerOf(order);
    const [items, refunded, row] = await Promise.all([
      findOrderItems(tx, orderId),
      refundedQtyByItem(tx, orderId),
      foundOrder(tx, orderId),
    ]);
    const left = items
      .map((item) => ({ item, qty: item.qty - (refunded.get(item.id) ?? 0) }))
      .filter((line) => line.qty > 0);
    const lines = left.map(({ item, qty }) => ({ itemId: item.id, qty, restock: true }));
    // After the cut-off the cancellation charge stays with the shop (decision 0062).
    const chargeCents = order.late ? dollarsToCents(CANCELLATION_FEE.amount) : 0;
    const refundCents = row.total_cents - row.refunded_cents - chargeCents;
    if (refundCents > 0) {
      // The refund mails the customer, with its credit note.
      await refundOrder(ctx, tx, row, by, {
        lines,
        amountCents: refundCents,
        reason: order.late
          ? `${CANCELLED_REASON}; the ${formatFee(CANCELLATION_FEE)} cancellation charge is kept`
          : CANCELLED_REASON,
      });
    } else {
      // Nothing was paid (a voucher took it all): no refund, no credit note; stock goes back.
      for (const { item, qty } of left) {
        await returnSoldStock(tx, { productId: item.productId, sizeLabel: item.sizeLabel, qty });
      }
      await queueOrderMail(ctx, tx, orderId, (input) => orderStatusMail('refunded', input));
    }
    await setOrderStatus(tx, { orderId, from: row.status, to: 'refunded', by });
    await recordAudit(tx, {
      actor: by,
      entityType: 'order',
      entityId: orderId,
      entityLabel: `#${orderId}`,
      action: 'updated',
      before: { Status: row.status },
      after: { Status: 'refunded', 'Cancelled by': 'the customer' },
    });
    return { providerSessionId: order.providerSessionId };
  });
}
