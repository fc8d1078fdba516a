import { HttpError, InvalidFieldsError, NotFoundError } from '#server/lib/http-errors.js';
import { holidaysFor, takeDeliveryPlace } from '#server/modules/deliveries/index.js';
import { deliveryDayProblem, formatDeliveryDate, formatDeliverySlot } from '#shared/delivery.js';
import { isDeliveredStatus } from '#shared/delivery-states.js';
import type { RescheduleRequest } from '#shared/schemas/delivery.js';
import { CANCELLATION_FEE, formatFee, freeChangeLastDay } from '#shared/service-facts.js';
import { shopInfo } from '#shared/shop-info.js';
import { shopDay } from '#shared/time.js';
import { deliveryChangedMail } from './delivery-mails.js';
import { lockOrderDelivery, moveDelivery, updateOrderDelivery } from './delivery-repository.js';
import type { OrdersContext } from './order-payments.js';
import { queueOrderMail } from './queue-order-mail.js';
import { findOrderById } from './repository.js';
import { holdsOrder, ORDER_NOT_FOUND_MESSAGE, type OrderRequester } from './service.js';

const contact = `${shopInfo.contactPhone} or ${shopInfo.contactEmail}`;

function refuse(message: string, code: 'delivery_change_refused' | 'delivery_change_charged') {
  return new HttpError(409, message, code);
}

/**
 * PUT /orders/{id}/delivery-slot: the customer moves their booked delivery to another slot the
 * shop offers shoppers, free of charge until the cut-off (decision 0059), from the tracking link
 * or logged in as its customer. The new slot takes a place under its window's lock, as at
 * checkout; the old one is given back by the move itself. The customer is mailed the new slot.
 * Answers the order's own tracking key, with which the route answers the order as it now stands.
 */
export async function rescheduleDelivery(
  ctx: OrdersContext,
  orderId: number,
  requester: OrderRequester,
  asked: RescheduleRequest,
): Promise<{ changed: boolean; providerSessionId: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrderDelivery(tx, orderId);
    const order = locked && (await findOrderById(tx, orderId));
    if (!locked || !order || !holdsOrder(order, requester)) {
      throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    }
    if (
      !isDeliveredStatus(locked.status) ||
      locked.deliveryState !== 'booked' ||
      !order.deliveryDate
    ) {
      throw refuse(
        `This delivery can no longer be moved online. Call or write to us: ${contact}.`,
        'delivery_change_refused',
      );
    }
    const lastFreeDay = freeChangeLastDay(order.deliveryDate);
    if (shopDay(now) > lastFreeDay) {
      throw refuse(
        `Free changes ended on ${formatDeliveryDate(lastFreeDay)}. Moving this delivery now costs ${formatFee(CANCELLATION_FEE)}: call or write to us at ${contact}.`,
        'delivery_change_charged',
      );
    }
    if (
      order.deliveryDate === asked.deliveryDate &&
      order.deliveryWindow === asked.deliveryWindow
    ) {
      return { changed: false, providerSessionId: order.providerSessionId };
    }
    const problem = deliveryDayProblem(asked.deliveryDate, now, await holidaysFor(tx, now));
    if (problem) throw new InvalidFieldsError([{ msg: problem, path: 'deliveryDate' }]);
    await takeDeliveryPlace(tx, asked.deliveryDate, asked.deliveryWindow);
    await updateOrderDelivery(tx, orderId, {
      phone: order.phone ?? '',
      shippingLine1: order.shippingLine1,
      shippingPostal: order.shippingPostal,
      deliveryDate: asked.deliveryDate,
      deliveryWindow: asked.deliveryWindow,
    });
    const slot = formatDeliverySlot(asked.deliveryDate, asked.deliveryWindow);
    await moveDelivery(tx, {
      orderId,
      to: 'booked',
      note: `Moved by the customer to ${slot}`,
      by: { id: order.userId, email: order.email },
    });
    await queueOrderMail(ctx, tx, orderId, (input) =>
      deliveryChangedMail(input, ['Delivery slot'], 'customer'),
    );
    return { changed: true, providerSessionId: order.providerSessionId };
  });
}
