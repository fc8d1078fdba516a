import type { Executor, Transaction } from '#server/db/client.js';
import type { OrderStatusChangeRow, UserRow } from '#server/db/schema/index.js';
import {
  HttpError,
  InvalidFieldsError,
  type ListedProblem,
  NotFoundError,
} from '#server/lib/http-errors.js';
import { recordAudit } from '#server/modules/audit/index.js';
import type { OrderStatus } from '#shared/constants.js';
import { bookedDelivery } from '#shared/delivery.js';
import { mayChangeStatus, statusChangeLimit } from '#shared/order-status-changes.js';
import { paymentMethodOf } from '#shared/payment-methods.js';
import type {
  AdminOrder,
  AdminOrderItems,
  AdminOrdersQuery,
  BulkOrderStatus,
  OrderStatusChange,
} from '#shared/schemas/admin-order.js';
import type { OrderRefund } from '#shared/schemas/order-refund.js';
import {
  type AdminOrderRow,
  findAdminOrder,
  listAdminOrders,
  listStatusChanges,
  lockOrderStatus,
  setOrderStatus,
} from './admin-repository.js';
import { listDeliverySteps } from './delivery-repository.js';
import { adminDeliverySteps } from './delivery-steps.js';
import { orderStatusMail } from './order-mails.js';
import type { OrdersContext } from './order-payments.js';
import { queueOrderMail } from './queue-order-mail.js';
import { listRefunds, type RefundWithLines, refundedQtyByItem } from './refund-repository.js';
import { type RefundAsked, refundOrder } from './refunds.js';
import { findOrderItems } from './repository.js';
import { ORDER_NOT_FOUND_MESSAGE, toOrderItem } from './service.js';
import { creditNoteNumber, creditNotePath, receiptPath } from './urls.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toAdminOrder(row: AdminOrderRow): AdminOrder {
  return {
    orderId: row.id,
    createdAt: iso(row.created_at),
    currency: row.currency.toUpperCase(),
    email: row.email,
    userId: row.user_id,
    status: row.status,
    receiptUrl: receiptPath(row.id),
    voucherCode: row.voucher_code,
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    totalCents: Math.max(0, row.subtotal_cents - row.discount_cents),
    itemCount: row.item_count,
    shippingName: row.shipping_name,
    shippingLine1: row.shipping_line1,
    shippingPostal: row.shipping_postal,
    delivery: bookedDelivery(row.phone, row.delivery_date, row.delivery_window),
    deliveryState: row.delivery_state,
    paymentProvider: row.provider,
    paymentMethod: paymentMethodOf(row.payment_method, row.card_brand, row.card_last4),
    refundedAt: row.refunded_at === null ? null : iso(row.refunded_at),
    refundedCents: row.refunded_cents,
    channel: row.channel,
    showroomId: row.showroom_id,
    createdByEmail: row.created_by_email,
    paymentReference: row.payment_reference,
  };
}

function toStatusChange(row: OrderStatusChangeRow): OrderStatusChange {
  return {
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    changedBy: row.changedByEmail,
    changedAt: row.changedAt.toISOString(),
  };
}

export async function listOrdersForAdmin(
  db: Executor,
  query: AdminOrdersQuery,
): Promise<AdminOrder[]> {
  return (await listAdminOrders(db, query)).map(toAdminOrder);
}

export async function foundOrder(db: Executor, orderId: number): Promise<AdminOrderRow> {
  const row = await findAdminOrder(db, orderId);
  if (!row) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return row;
}

function toOrderRefund(orderId: number, { refund, lines }: RefundWithLines): OrderRefund {
  return {
    refundId: refund.id,
    creditNoteNumber: creditNoteNumber(refund.id),
    creditNoteUrl: creditNotePath(orderId, refund.id),
    createdAt: refund.createdAt.toISOString(),
    refundedBy: refund.refundedByEmail,
    reason: refund.reason,
    amountCents: refund.amountCents,
    gstCents: refund.gstCents,
    state: refund.state,
    lines: lines.map((line) => ({
      itemId: line.orderItemId,
      name: line.name,
      sizeLabel: line.sizeLabel,
      qty: line.qty,
      restocked: line.restocked,
    })),
  };
}

/** The detail view's lines (with what was refunded of each), status history and refunds. */
export async function adminOrderDetail(db: Executor, orderId: number): Promise<AdminOrderItems> {
  await foundOrder(db, orderId);
  const [items, history, deliverySteps, refunds, refundedQty] = await Promise.all([
    findOrderItems(db, orderId),
    listStatusChanges(db, orderId),
    listDeliverySteps(db, orderId),
    listRefunds(db, orderId),
    refundedQtyByItem(db, orderId),
  ]);
  return {
    items: items.map((item) => ({
      ...toOrderItem(item),
      item_id: item.id,
      refunded_qty: refundedQty.get(item.id) ?? 0,
    })),
    history: history.map(toStatusChange),
    deliverySteps: adminDeliverySteps(deliverySteps),
    refunds: refunds.map((refund) => toOrderRefund(orderId, refund)),
  };
}

/**
 * POST /orders/admin/orders/{id}/refunds: a refund whole or in part (decision 0054) under the
 * order's row lock. Once the refunds add up to everything paid, the order is refunded (a status
 * change in its history, as Mark Refunded makes); before that it keeps its status.
 */
export async function refundOrderByAdmin(
  ctx: OrdersContext,
  admin: UserRow,
  orderId: number,
  asked: RefundAsked,
): Promise<{ order: AdminOrder; refund: OrderRefund }> {
  const refundId = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderStatus(tx, orderId);
    if (!locked) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    const made = await refundOrder(ctx, tx, await foundOrder(tx, orderId), admin, asked);
    if (made.whole && locked.status !== 'refunded') {
      await setOrderStatus(tx, {
        orderId,
        from: locked.status,
        to: 'refunded',
        by: { id: admin.id, email: admin.email },
      });
    }
    return made.refund.id;
  });
  const [order, refunds] = await Promise.all([
    foundOrder(ctx.db, orderId),
    listRefunds(ctx.db, orderId),
  ]);
  const refund = refunds.find((candidate) => candidate.refund.id === refundId);
  if (!refund) throw new Error(`refund ${refundId} vanished after its commit`);
  return { order: toAdminOrder(order), refund: toOrderRefund(orderId, refund) };
}

/**
 * Mark Refunded gives back whatever is left of what the order was paid (all of it, unless part
 * was refunded already), as one refund with its credit note and mail; nothing when nothing is
 * left. True when it refunded.
 */
async function refundTheRest(
  ctx: OrdersContext,
  tx: Executor,
  order: AdminOrderRow,
  admin: UserRow,
): Promise<boolean> {
  const leftCents = order.total_cents - order.refunded_cents;
  if (leftCents <= 0) return false;
  await refundOrder(ctx, tx, order, admin, {
    lines: [],
    amountCents: leftCents,
    reason: 'Order marked refunded',
  });
  return true;
}

/** 409 for a change the table of admin status changes does not allow: nothing is written. */
function refuseUnlessAllowed(orderId: number, from: OrderStatus, to: OrderStatus): void {
  if (mayChangeStatus(from, to)) return;
  throw new HttpError(
    409,
    `Order #${orderId} cannot be marked ${to}: it is ${from}. ${statusChangeLimit(from) ?? ''}`.trim(),
    'status_change_refused',
  );
}

/**
 * Makes a change already checked, under the order's lock: refunded also gives the money back,
 * the change is kept with who and when and in the audit trail, and the customer is mailed.
 */
async function applyStatus(
  ctx: OrdersContext,
  tx: Transaction,
  admin: UserRow,
  { orderId, from, to }: { orderId: number; from: OrderStatus; to: OrderStatus },
): Promise<void> {
  // A refund made here mails the customer itself, with its credit note.
  const refundMailed =
    to === 'refunded' && (await refundTheRest(ctx, tx, await foundOrder(tx, orderId), admin));
  await setOrderStatus(tx, { orderId, from, to, by: { id: admin.id, email: admin.email } });
  await recordAudit(tx, {
    actor: admin,
    entityType: 'order',
    entityId: orderId,
    entityLabel: `#${orderId}`,
    action: 'updated',
    before: { Status: from },
    after: { Status: to },
  });
  // Processing, refused: the customer is told.
  if (!refundMailed) await queueOrderMail(ctx, tx, orderId, (input) => orderStatusMail(to, input));
}

/**
 * PUT /orders/admin/orders/status: several orders marked paid or processing at once (issue 25),
 * all or none. The orders are locked in id order (two staff saving overlapping choices queue, not
 * deadlock), every order the change cannot be made to is named in one answer, and an order
 * already in the status is left as it is. Answers how many changed.
 */
export async function changeOrderStatuses(
  ctx: OrdersContext,
  admin: UserRow,
  orderIds: number[],
  status: BulkOrderStatus,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const locked = [];
    const problems: ListedProblem[] = [];
    for (const orderId of [...orderIds].sort((a, b) => a - b)) {
      const order = await lockOrderStatus(tx, orderId);
      if (!order) problems.push({ msg: `Order #${orderId} was not found.`, path: 'orderIds' });
      else if (order.status === status) continue;
      else if (!mayChangeStatus(order.status, status)) {
        const limit = statusChangeLimit(order.status) ?? '';
        const msg = `Order #${orderId} cannot be marked ${status}: it is ${order.status}. ${limit}`;
        problems.push({ msg: msg.trim(), path: 'orderIds' });
      } else locked.push({ orderId, from: order.status, to: status });
    }
    if (problems.length > 0) throw new InvalidFieldsError(problems);
    for (const change of locked) await applyStatus(ctx, tx, admin, change);
    return locked.length;
  });
}

/**
 * PUT /orders/admin/orders/{id}/status: a change the shared table allows (decision 0049; the
 * spec set none, issue 23 closed the ways back to a sale); the same status again changes
 * nothing. Each change is kept with who and when; refunded also gives the money back (once); the
 * customer is mailed. All under the order's row lock, so two admins cannot interleave, and the
 * status checked is the one changed.
 */
export async function changeOrderStatus(
  ctx: OrdersContext,
  admin: UserRow,
  orderId: number,
  status: OrderStatus,
): Promise<{ changed: boolean; order: AdminOrder; history: OrderStatusChange[] }> {
  const changed = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrderStatus(tx, orderId);
    if (!locked) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
    if (locked.status === status) return false;
    refuseUnlessAllowed(orderId, locked.status, status);
    await applyStatus(ctx, tx, admin, { orderId, from: locked.status, to: status });
    return true;
  });
  const [order, history] = await Promise.all([
    foundOrder(ctx.db, orderId),
    listStatusChanges(ctx.db, orderId),
  ]);
  return { changed, order: toAdminOrder(order), history: history.map(toStatusChange) };
}
