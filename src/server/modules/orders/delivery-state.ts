import type { UserRow } from '#server/db/schema/index.js';
import { HttpError, NotFoundError } from '#server/lib/http-errors.js';
import { recordAudit } from '#server/modules/audit/index.js';
import type { OrderStatus } from '#shared/constants.js';
import {
  DELIVERY_STATE_LABELS,
  type DeliveryState,
  deliveryMoves,
  isDeliveredStatus,
} from '#shared/delivery-states.js';
import type {
  AdminDeliveryStep,
  AdminOrder,
  DeliveryStateUpdate,
} from '#shared/schemas/admin-order.js';
import { addDays, shopDay } from '#shared/time.js';
import { foundOrder, toAdminOrder } from './admin-service.js';
import { deliveryStateMail } from './delivery-mails.js';
import {
  findBookedDeliveriesOn,
  listDeliverySteps,
  lockOrderDelivery,
  moveDelivery,
} from './delivery-repository.js';
import { adminDeliverySteps } from './delivery-steps.js';
import type { OrdersContext } from './order-payments.js';
import { queueOrderMail } from './queue-order-mail.js';
import { ORDER_NOT_FOUND_MESSAGE } from './service.js';

// An order's delivery after it was booked (issue 24, docs/decisions/0058).

function refusal(orderId: number, status: OrderStatus, from: DeliveryState, to: DeliveryState) {
  const label = (state: DeliveryState) => DELIVERY_STATE_LABELS[state].toLowerCase();
  const why = isDeliveredStatus(status)
    ? `its delivery is ${label(from)}.`
    : `it is ${status}, so it is not delivered.`;
  return new HttpError(
    409,
    `Order #${orderId} cannot be marked ${label(to)}: ${why}`,
    'delivery_change_refused',
  );
}

/**
 * PUT /orders/admin/orders/{id}/delivery-state: the delivery's next step as the shared table of
 * moves allows it, under the order's row lock (a refund or a second member of staff cannot slip
 * in between); the same state again changes nothing. Timed and audited; the customer is mailed.
 */
export async function changeDeliveryState(
  ctx: OrdersContext,
  admin: UserRow,
  orderId: number,
  asked: DeliveryStateUpdate,
): Promise<{ changed: boolean; order: AdminOrder; deliverySteps: AdminDeliveryStep[] }> {
  const changed = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderDelivery(tx, orderId);
    if (!locked) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    if (locked.deliveryState === asked.state) return false;
    if (!deliveryMoves(locked.status, locked.deliveryState).includes(asked.state)) {
      throw refusal(orderId, locked.status, locked.deliveryState, asked.state);
    }
    const by = { id: admin.id, email: admin.email };
    await moveDelivery(tx, { orderId, to: asked.state, note: asked.note, by });
    await recordAudit(tx, {
      actor: admin,
      entityType: 'order',
      entityId: orderId,
      entityLabel: `#${orderId}`,
      action: 'updated',
      before: { Delivery: DELIVERY_STATE_LABELS[locked.deliveryState] },
      after: {
        Delivery: DELIVERY_STATE_LABELS[asked.state],
        ...(asked.note ? { 'Delivery note': asked.note } : {}),
      },
    });
    await queueOrderMail(ctx, tx, orderId, (input) =>
      deliveryStateMail(asked.state, input, asked.note),
    );
    return true;
  });
  const [order, steps] = await Promise.all([
    foundOrder(ctx.db, orderId),
    listDeliverySteps(ctx.db, orderId),
  ]);
  return { changed, order: toAdminOrder(order), deliverySteps: adminDeliverySteps(steps) };
}

const CONFIRM_BATCH = 200;

/**
 * The day-before run: every sale booked for tomorrow (Singapore's day) is confirmed and its
 * customer mailed, each under its order's lock, so a run on another instance or a staff move in
 * between confirms nothing twice. Answers how many it confirmed.
 */
export async function confirmDeliveriesDue(
  ctx: OrdersContext,
  now: Date = ctx.clock.now(),
): Promise<number> {
  const tomorrow = addDays(shopDay(now), 1);
  let confirmed = 0;
  for (;;) {
    const due = await findBookedDeliveriesOn(ctx.db, tomorrow, CONFIRM_BATCH);
    for (const orderId of due) {
      await ctx.db.transaction(async (tx) => {
        const locked = await lockOrderDelivery(tx, orderId);
        if (locked?.deliveryState !== 'booked' || !isDeliveredStatus(locked.status)) return;
        await moveDelivery(tx, { orderId, to: 'confirmed', note: '', by: null });
        await queueOrderMail(ctx, tx, orderId, (input) =>
          deliveryStateMail('confirmed', input, ''),
        );
        confirmed += 1;
      });
    }
    if (due.length < CONFIRM_BATCH) return confirmed;
  }
}
