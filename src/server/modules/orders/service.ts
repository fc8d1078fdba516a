import type { Executor } from '#server/db/client.js';
import type { OrderItemRow, OrderRow, UserRow } from '#server/db/schema/index.js';
import { NotFoundError, ValidationError } from '#server/lib/http-errors.js';
import { safeEqual } from '#server/lib/tokens.js';
import { isStaffFor } from '#server/modules/auth/index.js';
import { bookedDelivery } from '#shared/delivery.js';
import type {
  CheckoutLookup,
  CheckoutPending,
  CustomerOrder,
  OrderItem,
  OrderStatusStep,
  OrderTracking,
} from '#shared/schemas/order.js';
import { listStatusChanges } from './admin-repository.js';
import { listDeliverySteps } from './delivery-repository.js';
import { customerDeliverySteps } from './delivery-steps.js';
import type { OrdersContext } from './order-payments.js';
import { paymentMethodOfOrder } from './payment-method.js';
import { listRefunds } from './refund-repository.js';
import {
  findOrderById,
  findOrderByProviderSession,
  findOrderItems,
  listOrdersOfUser,
  moveGuestOrders,
  type OrderWithSession,
} from './repository.js';
import { shippingAddress } from './shipping-address.js';
import { creditNoteNumber, creditNotePath, receiptPath } from './urls.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const MISSING_SESSION_MESSAGE = 'Missing session_id';
export const PAYMENT_PENDING_MESSAGE = 'Waiting for your payment';
const ENDED_UNPAID_MESSAGE = 'This checkout ended without a payment: nothing was charged.';

export function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    product_id: row.productId,
    name: row.name,
    size_label: row.sizeLabel,
    qty: row.qty,
    unit_price_cents: row.unitPriceCents,
    service_code: row.serviceCode,
  };
}

function toCustomerOrder(order: OrderRow, itemCount: number): CustomerOrder {
  return {
    order_id: order.id,
    created_at: order.createdAt.toISOString(),
    status: order.status,
    item_count: itemCount,
    currency: order.currency,
    subtotal_cents: order.subtotalCents,
    discount_cents: order.discountCents,
    total_cents: order.totalCents,
    receipt_url: receiptPath(order.id),
    delivery: deliveryOfOrder(order),
    delivery_state: order.deliveryState,
    payment_method: paymentMethodOfOrder(order),
  };
}

/** The booked delivery of an order, as every answer carries it. */
export function deliveryOfOrder(order: OrderRow) {
  return bookedDelivery(order.phone, order.deliveryDate, order.deliveryWindow);
}

/** What the success page and the tracking page both show of an order. */
function orderSummary(order: OrderWithSession) {
  return {
    order_id: order.id,
    eta: order.eta,
    address: shippingAddress(order),
    currency: order.currency,
    subtotal_cents: order.subtotalCents,
    discount_cents: order.discountCents,
    total_cents: order.totalCents,
    receipt_url: receiptPath(order.id, order.providerSessionId),
    delivery: deliveryOfOrder(order),
    delivery_state: order.deliveryState,
    payment_method: paymentMethodOfOrder(order),
  };
}

async function lookupResult(db: Executor, order: OrderWithSession): Promise<CheckoutLookup> {
  const items = await findOrderItems(db, order.id);
  return {
    order: { ...orderSummary(order), email: order.email },
    items: items.map(toOrderItem),
  };
}

/**
 * GET /orders/lookup: the order a checkout session became. When the provider's webhook has not
 * arrived yet, the provider is asked, and a paid session is fulfilled here (the same function).
 * A checkout still waiting for its money answers pending; one the shop never knew, not found.
 */
export async function lookupOrder(
  ctx: OrdersContext,
  providerSessionId: string | undefined,
): Promise<CheckoutLookup | CheckoutPending> {
  if (!providerSessionId) throw new ValidationError(MISSING_SESSION_MESSAGE);
  // The session is read before its order: a fulfilment committing in between is then seen.
  const settlement = await ctx.payments.settleCheckout(providerSessionId);
  if (settlement === 'unknown') throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  const order = await findOrderByProviderSession(ctx.db, providerSessionId);
  if (order) return lookupResult(ctx.db, order);
  if (settlement === 'waiting') return { status: 'pending', message: PAYMENT_PENDING_MESSAGE };
  throw new NotFoundError(ENDED_UNPAID_MESSAGE);
}

/** GET /orders: the customer's own orders, newest first. */
export async function listCustomerOrders(db: Executor, user: UserRow): Promise<CustomerOrder[]> {
  const rows = await listOrdersOfUser(db, user.id);
  return rows.map((row) => toCustomerOrder(row.order, row.itemCount));
}

/** GET /orders/{id}: one of the customer's own orders; anybody else's is not found. */
export async function getCustomerOrder(
  db: Executor,
  user: UserRow,
  orderId: number,
): Promise<{ order: CustomerOrder; items: OrderItem[] }> {
  const order = await findOrderById(db, orderId);
  if (order?.userId !== user.id) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  const items = await findOrderItems(db, order.id);
  return {
    order: toCustomerOrder(
      order,
      items.reduce((sum, item) => sum + item.qty, 0),
    ),
    items: items.map(toOrderItem),
  };
}

/** Who asks for an order: the logged-in person, if any, and the session id the link carried. */
export interface OrderRequester {
  user: UserRow | null;
  providerSessionId: string | undefined;
}

/** The order's own customer, logged in, or whoever holds the checkout session id it was paid in. */
export function holdsOrder(order: OrderWithSession, requester: OrderRequester): boolean {
  return (
    (requester.user !== null && order.userId === requester.user.id) ||
    (requester.providerSessionId !== undefined &&
      requester.providerSessionId !== '' &&
      safeEqual(requester.providerSessionId, order.providerSessionId))
  );
}

/**
 * An order whose invoice this requester may download: its customer, staff of the orders, or
 * whoever holds the checkout session id it was paid in. Everybody else is told it does not exist.
 */
export async function orderForReceipt(
  db: Executor,
  orderId: number,
  requester: OrderRequester,
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const order = await findOrderById(db, orderId);
  const allowed =
    order !== undefined && (holdsOrder(order, requester) || isStaffFor(requester.user, 'orders'));
  if (!order || !allowed) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  return { order, items: await findOrderItems(db, order.id) };
}

/**
 * GET /orders/{id}/tracking: the order for whoever holds its link, which carries the checkout
 * session id it was paid in (the receipt link's key). A wrong or missing key, and an order that
 * does not exist, get the same 404, so a link cannot be used to probe for orders.
 */
export async function trackOrder(
  db: Executor,
  orderId: number,
  providerSessionId: string,
  viewer: UserRow | null,
): Promise<OrderTracking> {
  const order = await findOrderById(db, orderId);
  if (!order || !providerSessionId || !safeEqual(providerSessionId, order.providerSessionId)) {
    throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
  }
  const [items, changes, deliverySteps, refunds] = await Promise.all([
    findOrderItems(db, order.id),
    listStatusChanges(db, order.id),
    listDeliverySteps(db, order.id),
    listRefunds(db, order.id),
  ]);
  // Who changed it stays with the staff: the customer sees what happened and when.
  const history: OrderStatusStep[] = [
    { status: 'paid', at: order.createdAt.toISOString() },
    ...changes.map((change) => ({ status: change.toStatus, at: change.changedAt.toISOString() })),
  ];
  return {
    order: {
      ...orderSummary(order),
      created_at: order.createdAt.toISOString(),
      status: order.status,
    },
    items: items.map(toOrderItem),
    history,
    delivery_steps: customerDeliverySteps(order.createdAt, deliverySteps),
    refunds: refunds.map(({ refund }) => ({
      credit_note_number: creditNoteNumber(refund.id),
      credit_note_url: creditNotePath(order.id, refund.id, order.providerSessionId),
      amount_cents: refund.amountCents,
      created_at: refund.createdAt.toISOString(),
      state: refund.state,
    })),
    mine: viewer !== null && order.userId === viewer.id,
  };
}

/**
 * Brings the orders placed with an address without logging in into the account that proved it
 * reads that address (decision 0066), in the caller's transaction; how many came in.
 */
export function linkGuestOrders(db: Executor, userId: number, email: string): Promise<number> {
  return moveGuestOrders(db, userId, email);
}
