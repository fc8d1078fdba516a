import type { OrderRow, UserRow } from '#server/db/schema/index.js';
import {
  HttpError,
  InvalidFieldsError,
  NotFoundError,
  RefusedInputError,
} from '#server/lib/http-errors.js';
import { recordAudit } from '#server/modules/audit/index.js';
import { hasDeliveryPlace, staffDayProblem } from '#server/modules/deliveries/index.js';
import { formatDeliverySlot, joinUnit } from '#shared/delivery.js';
import {
  DELIVERY_STATE_LABELS,
  deliveryEditable,
  isDeliveredStatus,
} from '#shared/delivery-states.js';
import type { AdminOrder } from '#shared/schemas/admin-order.js';
import type { StaffDeliveryEdit } from '#shared/schemas/delivery.js';
import { foundOrder, toAdminOrder } from './admin-service.js';
import { deliveryChangedMail } from './delivery-mails.js';
import {
  lockOrderDelivery,
  moveDelivery,
  type OrderDeliveryFields,
  updateOrderDelivery,
} from './delivery-repository.js';
import type { OrdersContext } from './order-payments.js';
import { queueOrderMail } from './queue-order-mail.js';
import { findOrderById } from './repository.js';
import { ORDER_NOT_FOUND_MESSAGE } from './service.js';

const FULL_WINDOW =
  'This window is full. Choose another, or give a reason to book it over its places.';

/** The fields as the order keeps them: the unit joins the street. */
function fieldsOf(asked: StaffDeliveryEdit): OrderDeliveryFields {
  return {
    phone: asked.phone ?? '',
    shippingLine1: joinUnit(asked.addressLine ?? '', asked.unitNumber),
    shippingPostal: asked.postalCode ?? '',
    deliveryDate: asked.deliveryDate ?? '',
    deliveryWindow: asked.deliveryWindow ?? '10-13',
  };
}

const slotText = (order: {
  deliveryDate: string | null;
  deliveryWindow: OrderRow['deliveryWindow'];
}) =>
  order.deliveryDate && order.deliveryWindow
    ? formatDeliverySlot(order.deliveryDate, order.deliveryWindow)
    : null;

/** What staff changed, field by field, as the audit trail and the mail name them. */
function changesOf(order: OrderRow, next: OrderDeliveryFields) {
  const pairs: [string, string | null, string | null][] = [
    ['Phone', order.phone, next.phone],
    ['Address', order.shippingLine1, next.shippingLine1],
    ['Postal code', order.shippingPostal, next.shippingPostal],
    ['Delivery slot', slotText(order), slotText(next)],
  ];
  return pairs.filter(([, before, after]) => before !== after);
}

function refuse(orderId: number, why: string): never {
  throw new HttpError(
    409,
    `Order #${orderId}'s delivery cannot change: ${why}`,
    'delivery_change_refused',
  );
}

/**
 * PUT /orders/admin/orders/{id}/delivery: staff change the phone, address or slot, as agreed with
 * the customer (issue 24). A new slot takes a place under its window's lock, or is booked over
 * its places with a reason; it is checked against the calendar (from tomorrow, no Sunday or
 * holiday). A confirmed or failed delivery moved to a new slot is booked again. Audited, and the
 * customer is mailed. Nothing changes once the order is out for delivery or delivered.
 */
export async function editOrderDelivery(
  ctx: OrdersContext,
  admin: UserRow,
  orderId: number,
  asked: StaffDeliveryEdit,
): Promise<{ changed: string[]; order: AdminOrder }> {
  const next = fieldsOf(asked);
  const changed = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderDelivery(tx, orderId);
    const order = locked && (await findOrderById(tx, orderId));
    if (!locked || !order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    if (!deliveryEditable(locked.status, locked.deliveryState)) {
      const where = isDeliveredStatus(locked.status)
        ? DELIVERY_STATE_LABELS[locked.deliveryState].toLowerCase()
        : locked.status;
      refuse(orderId, `it is ${where}.`);
    }
    const changes = changesOf(order, next);
    const newSlot = changes.some(([field]) => field === 'Delivery slot');
    let overCapacity = false;
    if (newSlot) {
      const problem = await staffDayProblem(tx, next.deliveryDate, ctx.clock.now());
      if (problem) throw new InvalidFieldsError([{ msg: problem, path: 'deliveryDate' }]);
      overCapacity = !(await hasDeliveryPlace(tx, next.deliveryDate, next.deliveryWindow));
      if (overCapacity && !asked.overrideReason) {
        throw new RefusedInputError(400, FULL_WINDOW, 'delivery_window_full', [
          { msg: FULL_WINDOW, path: 'deliveryWindow' },
        ]);
      }
    }
    if (changes.length === 0) return [];
    await updateOrderDelivery(tx, orderId, next);
    const by = { id: admin.id, email: admin.email };
    if (newSlot && locked.deliveryState !== 'booked') {
      const note = `Moved to ${slotText(next)}`;
      await moveDelivery(tx, { orderId, to: 'booked', note, by });
    }
    await recordAudit(tx, {
      actor: admin,
      entityType: 'order',
      entityId: orderId,
      entityLabel: `#${orderId}`,
      action: 'updated',
      before: Object.fromEntries(changes.map(([field, before]) => [field, before])),
      after: {
        ...Object.fromEntries(changes.map(([field, , after]) => [field, after])),
        ...(overCapacity ? { 'Booked over places': asked.overrideReason ?? '' } : {}),
      },
    });
    const fields = changes.map(([field]) => field);
    await queueOrderMail(ctx, tx, orderId, (input) => deliveryChangedMail(input, fields, 'staff'));
    return fields;
  });
  return { changed, order: toAdminOrder(await foundOrder(ctx.db, orderId)) };
}
