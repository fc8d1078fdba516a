import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DELIVERY_STATE_LABELS, isDeliveredStatus } from '#shared/delivery-states.js';
import { formatCents } from '#shared/money.js';
import { type ChargeNews, chargeNewsOf, pagePaths, writeReviewPath } from '#shared/paths.js';
import { paidByLabel } from '#shared/payment-methods.js';
import type { CustomerOrder } from '#shared/schemas/order.js';
import { formatDate } from '#shared/time.js';
import { inlineLinkClass, primaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useOrderItems } from './api/get-order-items';
import { useOrders } from './api/get-orders';
import { DeliveryChange } from './components/delivery-change';
import { GuestOrdersCard } from './components/guest-orders-card';
import { OrderLines } from './components/order-lines';
import { WarrantyClaims } from './components/warranty-claims';

const STATUS_LABELS: Record<CustomerOrder['status'], string> = {
  paid: 'Paid',
  processing: 'Processing',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** An order's items, fetched the first time its row opens; a failure shows an empty list (spec 8). */
function OrderItemsPanel({ orderId }: { orderId: number }) {
  const items = useOrderItems(orderId, true);
  if (items.isPending) {
    return (
      <p role="status" className="py-3 text-sm text-muted">
        Loading…
      </p>
    );
  }
  if (items.isError) console.error('Order items failed to load', items.error);
  return <OrderLines items={items.data ?? []} />;
}

/**
 * `landing`: the order a link pointed at (My Orders opened from an order's mail or success page):
 * it starts open, scrolled to and focused, so the customer lands on it.
 */
function OrderRow({
  order,
  landing,
  chargeNews,
}: {
  order: CustomerOrder;
  landing: boolean;
  chargeNews?: ChargeNews | undefined;
}) {
  const [open, setOpen] = useState(landing);
  // Once opened, the items stay mounted (and loaded) while the row is collapsed again.
  const [opened, setOpened] = useState(landing);
  const rowRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!landing) return;
    rowRef.current?.scrollIntoView({ block: 'center' });
    rowRef.current?.focus({ preventScroll: true });
  }, [landing]);
  const panelId = `order-${order.order_id}-items`;
  const total = Math.max(0, order.subtotal_cents - order.discount_cents);
  return (
    <li
      ref={rowRef}
      tabIndex={landing ? -1 : undefined}
      aria-current={landing ? 'true' : undefined}
      className={`rounded-2xl border bg-white outline-none ${landing ? 'border-gold ring-2 ring-gold/40' : 'border-sand'}`}
    >
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 p-4 sm:grid-cols-[1.2fr_1fr_0.7fr_1fr_0.9fr_auto] sm:items-center sm:gap-4 sm:p-5">
        <p className="font-medium text-navy">Order #{order.order_id}</p>
        <p className="text-right text-sm text-muted sm:text-left">
          <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
        </p>
        <p className="text-sm text-muted">
          {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
        </p>
        <p className="text-right font-medium text-navy sm:text-left">{formatCents(total)}</p>
        <p>
          <span className="inline-block rounded-full bg-sand px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-navy">
            {STATUS_LABELS[order.status]}
          </span>
        </p>
        <div className="col-span-2 flex items-center justify-between gap-4 pt-2 sm:col-span-1 sm:justify-end sm:pt-0">
          <a href={order.receipt_url} download className={`${inlineLinkClass} text-sm`}>
            Receipt<span className="sr-only"> for order #{order.order_id}</span>
          </a>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              setOpen(!open);
              setOpened(true);
            }}
            className="min-h-11 rounded-full border border-navy px-4 text-sm font-medium text-navy hover:bg-sand"
          >
            {open ? 'Hide items' : 'Show items'}
            <span className="sr-only"> of order #{order.order_id}</span>
          </button>
        </div>
      </div>
      {order.delivery.slot && (
        <p className="border-t border-sand px-4 py-2 text-sm text-muted sm:px-5">
          Delivery slot: <span className="font-medium text-navy">{order.delivery.slot}</span>
          {isDeliveredStatus(order.status) && (
            <>
              {' · '}
              <span className="font-medium text-navy">
                {DELIVERY_STATE_LABELS[order.delivery_state]}
              </span>
            </>
          )}
        </p>
      )}
      <div className="px-4 sm:px-5 [&:has(*)]:pb-3">
        <DeliveryChange
          orderId={order.order_id}
          sessionId=""
          status={order.status}
          state={order.delivery_state}
          delivery={order.delivery}
          chargeNews={chargeNews}
        />
      </div>
      {order.payment_method && (
        <p className="border-t border-sand px-4 py-2 text-sm text-muted sm:px-5">
          {paidByLabel(order.payment_method)}
        </p>
      )}
      <div id={panelId} hidden={!open} className="border-t border-sand px-4 pb-2 sm:px-5">
        {opened && <OrderItemsPanel orderId={order.order_id} />}
      </div>
      {order.delivery_state === 'delivered' && (
        <div className="border-t border-sand px-4 pb-4 sm:px-5">
          <p className="pt-3 text-sm">
            <Link to={writeReviewPath(order.order_id)} className={inlineLinkClass}>
              Review what you bought<span className="sr-only"> in order #{order.order_id}</span>
            </Link>
          </p>
          <WarrantyClaims orderId={order.order_id} sessionId="" />
        </div>
      )}
    </li>
  );
}

/** My Orders (spec sections 2, 4 and 8): the customer's orders, rows that open to their items. */
export function MyOrdersPage() {
  usePageTitle('My Orders');
  const orders = useOrders();
  const [params] = useSearchParams();
  const landingOrderId = Number(params.get('order'));
  const chargeNews = chargeNewsOf(params);
  let content: React.ReactNode;
  if (orders.isPending) {
    content = (
      <p role="status" className="py-10 text-muted">
        Loading…
      </p>
    );
  } else if (orders.isError) {
    console.error('Orders failed to load', orders.error);
    content = (
      <FormMessage tone="error">
        Your orders could not be loaded. Please refresh the page.
      </FormMessage>
    );
  } else if (orders.data.length === 0) {
    content = (
      <div className="rounded-2xl border border-sand bg-white p-8 text-center">
        <p className="text-lg text-navy">No orders yet</p>
        <Link to={pagePaths.allProducts} className={`${primaryButtonClass} mt-5`}>
          Start shopping
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className="space-y-3">
        {orders.data.map((order) => (
          <OrderRow
            key={order.order_id}
            order={order}
            landing={order.order_id === landingOrderId}
            chargeNews={order.order_id === landingOrderId ? chargeNews : undefined}
          />
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-labelledby="orders-title"
      className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14"
    >
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">My Account</p>
      <h1 id="orders-title" className="mt-2 mb-8 text-3xl text-navy sm:text-4xl">
        My Orders
      </h1>
      <GuestOrdersCard />
      {content}
    </section>
  );
}
