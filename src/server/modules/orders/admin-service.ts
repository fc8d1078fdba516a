import type { Executor } from '#server/db/client.js';
import type { OrderStatusChangeRow, UserRow } from '#server/db/schema/index.js';
import { HttpError, NotFoundError } from '#server/lib/http-errors.js';
import { recordAudit } from '#server/modules/audit/index.js';
import type { OrderStatus } from '#shared/constants.js';
import { bookedDelivery } from '#shared/delivery.js';
import { mayChangeStatus, statusChangeLimit } from '#shared/order-status-changes.js';
import { paymentMethodOf } from '#shared/payment-methods.js';
import type {
  AdminOrder,
  AdminOrderItems,
  AdminOrdersQuery,
  OrderStatusChange,
} from '#shared/schemas/admin-order.js';
import {
  type AdminOrderRow,
  findAdminOrder,
  findRefund,
  insertRefund,
  listAdminOrders,
  listStatusChanges,
  lockOrderStatus,
  setOrderStatus,
} from './admin-repository.js';
import { orderStatusMail } from './order-mails.js';
import type { OrdersContext } from './order-payments.js';
import { findOrderById, findOrderItems } from './repository.js';
import { ORDER_NOT_FOUND_MESSAGE, toOrderItem } from './service.js';
import { orderMailLinks, receiptPath } from './urls.js';

export const REFUND_FAILED_MESSAGE =
  'The payment provider did not make the refund, so the order was not changed. Please try again.';

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
    paymentProvider: row.provider,
    paymentMethod: paymentMethodOf(row.payment_method, row.card_brand, row.card_last4),
    refundedAt: row.refunded_at === null ? null : iso(row.refunded_at),
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

async function foundOrder(db: Executor, orderId: number): Promise<AdminOrderRow> {
  const row = await findAdminOrder(db, orderId);
  if (!row) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return row;
}

/** The detail view's lines and the order's status history. */
export async function adminOrderDetail(db: Executor, orderId: number): Promise<AdminOrderItems> {
  await foundOrder(db, orderId);
  const [items, history] = await Promise.all([
    findOrderItems(db, orderId),
    listStatusChanges(db, orderId),
  ]);
  return { items: items.map(toOrderItem), history: history.map(toStatusChange) };
}

/**
 * The order's money goes back through the provider it was paid with, at most once: the caller
 * holds the order's row lock, the refund row's primary key refuses a second one, and Stripe gets
 * an idempotency key per order, so even a retry after a lost answer is the same refund.
 */
async function refundOnce(
  ctx: OrdersContext,
  tx: Executor,
  order: AdminOrderRow,
  admin: UserRow,
): Promise<void> {
  if (await findRefund(tx, order.id)) return;
  const amountCents = Math.max(0, order.subtotal_cents - order.discount_cents);
  const refund = ctx.payments.refunderFor(order.provider);
  if (!refund) {
    throw new HttpError(
      409,
      `This order was paid through ${order.provider}, which is not configured: refund it there first.`,
    );
  }
  let refundId = 'nothing-charged';
  if (amountCents > 0) {
    try {
      ({ refundId } = await refund({
        providerSessionId: order.provider_session_id,
        amountCents,
        reference: `refund-order-${order.id}`,
      }));
    } catch (error) {
      ctx.log.error({ err: error, orderId: order.id }, 'refund failed at the payment provider');
      throw new HttpError(502, REFUND_FAILED_MESSAGE);
    }
  }
  await insertRefund(tx, {
    orderId: order.id,
    provider: order.provider,
    providerRefundId: refundId,
    amountCents,
    refundedByUserId: admin.id,
  });
}

/**
 * Tells the customer their order moved (processing, refused, refunded), queued in the transaction
 * of the change, so the mail goes exactly when the change is kept.
 */
async function queueStatusMail(
  ctx: OrdersContext,
  tx: Executor,
  orderId: number,
  status: OrderStatus,
): Promise<void> {
  const order = await findOrderById(tx, orderId);
  if (!order) return;
  const mail = orderStatusMail(status, {
    order,
    items: await findOrderItems(tx, orderId),
    ...orderMailLinks(ctx.publicUrl, orderId, order.providerSessionId),
  });
  if (mail) await ctx.mailer.enqueue({ to: order.email, ...mail }, tx);
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
    if (status === 'refunded') await refundOnce(ctx, tx, await foundOrder(tx, orderId), admin);
    await setOrderStatus(tx, {
      orderId,
      from: locked.status,
      to: status,
      by: { id: admin.id, email: admin.email },
    });
    await recordAudit(tx, {
      actor: admin,
      entityType: 'order',
      entityId: orderId,
      entityLabel: `#${orderId}`,
      action: 'updated',
      before: { Status: locked.status },
      after: { Status: status },
    });
    await queueStatusMail(ctx, tx, orderId, status);
    return true;
  });
  const [order, history] = await Promise.all([
    foundOrder(ctx.db, orderId),
    listStatusChanges(ctx.db, orderId),
  ]);
  return { changed, order: toAdminOrder(order), history: history.map(toStatusChange) };
}
