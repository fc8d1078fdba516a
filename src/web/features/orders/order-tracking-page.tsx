import { Link, useParams, useSearchParams } from 'react-router';
import type { OrderStatus, RefundState } from '#shared/constants.js';
import { isDeliveredStatus } from '#shared/delivery-states.js';
import { formatCents } from '#shared/money.js';
import { type ChargeNews, chargeNewsOf, loginPath, pagePaths } from '#shared/paths.js';
import type { OrderTracking } from '#shared/schemas/order.js';
import { formatDateTime } from '#shared/time.js';
import {
  inlineLinkClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { StatusBadge } from '#web/components/status-badge.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { useOrderTracking } from './api/get-order-tracking';
import { DeliveryChange } from './components/delivery-change';
import { DeliveryProgress } from './components/delivery-progress';
import { DeliveryCard, OrderCard, OrderSummaryCard } from './components/order-cards';
import { OrderLines } from './components/order-lines';
import { Timeline } from './components/timeline';
import { WarrantyClaims } from './components/warranty-claims';

/** What each step of an order's story means for the shopper. */
const STEP_TEXT: Record<OrderStatus, string> = {
  paid: 'Order placed and paid',
  processing: 'Being prepared for delivery',
  failed: 'Could not go ahead',
  refunded: 'Refunded',
};

function TrackedOrder({
  tracking,
  sessionId,
  chargeNews,
}: {
  tracking: OrderTracking;
  sessionId: string;
  chargeNews: ChargeNews | undefined;
}) {
  const { order, items, history } = tracking;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="tracking-title" className="text-3xl text-navy sm:text-4xl">
          Order #{order.order_id}
        </h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-2 text-muted">
        Placed <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
      </p>

      <div className="mt-8 grid items-start gap-6 md:grid-cols-2">
        <div className="space-y-6">
          <OrderCard id="history-title" title="Status">
            <Timeline
              current="current status"
              steps={history.map((step) => ({
                key: `${step.status}-${step.at}`,
                label: STEP_TEXT[step.status],
                at: step.at,
              }))}
            />
          </OrderCard>
          <DeliveryCard
            eta={order.eta}
            address={order.address}
            slot={order.delivery.slot}
            phone={order.delivery.phone}
          >
            {/* A refused or refunded order is not delivered, unless it was before. */}
            {(isDeliveredStatus(order.status) || order.delivery_state !== 'booked') && (
              <DeliveryProgress state={order.delivery_state} steps={tracking.delivery_steps} />
            )}
            <DeliveryChange
              orderId={order.order_id}
              sessionId={sessionId}
              status={order.status}
              state={order.delivery_state}
              delivery={order.delivery}
              chargeNews={chargeNews}
            />
          </DeliveryCard>
        </div>
        <div className="space-y-6">
          <OrderCard id="items-title" title="Items">
            <OrderLines items={items} />
          </OrderCard>
          <OrderSummaryCard
            subtotalCents={order.subtotal_cents}
            discountCents={order.discount_cents}
            paymentMethod={order.payment_method}
          />
        </div>
      </div>

      {order.delivery_state === 'delivered' && (
        <div className="mt-6 rounded-2xl border border-sand bg-white p-5 sm:p-6">
          <WarrantyClaims orderId={order.order_id} sessionId={sessionId} />
        </div>
      )}

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <a href={order.receipt_url} download className={primaryButtonClass}>
          Download receipt
        </a>
        <Link to={pagePaths.allProducts} className={secondaryButtonClass}>
          Continue shopping
        </Link>
      </div>
      {tracking.refunds.length > 0 && (
        <section aria-labelledby="credit-notes-title" className="mt-8 text-center">
          <h2 id="credit-notes-title" className="text-lg text-navy">
            Refunds
          </h2>
          <ul className="mt-2 space-y-1">
            {tracking.refunds.map((refund) => (
              <li key={refund.credit_note_number}>
                {formatCents(refund.amount_cents)} {REFUND_STATE_WORDS[refund.state]}{' '}
                <time dateTime={refund.created_at}>{formatDateTime(refund.created_at)}</time> ·{' '}
                <a href={refund.credit_note_url} download className={inlineLinkClass}>
                  Credit note {refund.credit_note_number}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** How the customer reads a refund's state (decision 0054). */
const REFUND_STATE_WORDS: Record<RefundState, string> = {
  succeeded: 'refunded',
  pending: 'refund on its way',
  failed: 'refund did not go through; we will contact you',
};

/**
 * An order, read-only, for whoever holds the link its mails and success page carry (decision
 * 0033). Its logged-in customer is sent to My Orders by the route's loader before this renders.
 */
export function OrderTrackingPage() {
  const orderId = useParams().orderId ?? '';
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const tracking = useOrderTracking(orderId, sessionId);
  usePageTitle(tracking.data ? `Order #${tracking.data.order.order_id}` : 'Your order');

  if (tracking.isSuccess) {
    return (
      <section
        aria-labelledby="tracking-title"
        className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14"
      >
        <TrackedOrder
          tracking={tracking.data}
          sessionId={sessionId}
          chargeNews={chargeNewsOf(params)}
        />
      </section>
    );
  }
  return (
    <section
      aria-labelledby="tracking-title"
      className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14"
    >
      <h1 id="tracking-title" className="mb-6 text-3xl text-navy">
        Your order
      </h1>
      {tracking.isPending ? (
        <p role="status" className="py-10 text-muted">
          Loading…
        </p>
      ) : (
        <FormMessage tone="error">{errorText(tracking.error, 'Failed to load order')}</FormMessage>
      )}
      <p className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={loginPath(pagePaths.orders)} className={secondaryButtonClass}>
          Log in to see your orders
        </Link>
        <Link to={pagePaths.allProducts} className={secondaryButtonClass}>
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
