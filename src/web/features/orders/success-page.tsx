import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { orderTrackingPath, pagePaths } from '#shared/paths.js';
import type { CheckoutLookup } from '#shared/schemas/order.js';
import { useReloadCart } from '#web/api/get-cart.ts';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { serverMessage } from '#web/lib/api-client.ts';
import { forgetDeliveryDraft } from '#web/lib/delivery-draft.ts';
import { usePageTitle } from '#web/lib/use-page-title.ts';
import { isPending, useLookupOrder } from './api/lookup-order';
import { DeliveryCard, OrderCard, OrderSummaryCard } from './components/order-cards';
import { OrderLines } from './components/order-lines';

export const RECEIPT_MISSING_MESSAGE = 'Receipt not available yet. Please try again shortly.';

function ConfirmedOrder({ result, sessionId }: { result: CheckoutLookup; sessionId: string }) {
  const { order, items } = result;
  const downloadReceipt = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!order.receipt_url) {
      event.preventDefault();
      window.alert(RECEIPT_MISSING_MESSAGE);
    }
  };
  return (
    <>
      <div className="text-center">
        <div
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-navy text-3xl text-cream"
        >
          ✓
        </div>
        <h1 id="success-title" className="mt-5 text-3xl text-navy sm:text-4xl">
          Payment successful
        </h1>
        <p className="mt-2 text-lg text-navy">Thank you! Your order is confirmed.</p>
        <p className="mt-4 text-muted">
          Order ID: <strong className="text-navy">#{order.order_id}</strong>
        </p>
        <p className="mt-1 text-sm text-muted">
          A receipt has been emailed to <span className="text-navy">{order.email}</span>.
        </p>
      </div>

      {/* Cards keep their own height: the Items card never stretches into an empty block. */}
      <div className="mt-10 grid items-start gap-6 md:grid-cols-2">
        <OrderCard id="items-title" title="Items">
          <OrderLines items={items} />
        </OrderCard>
        <div className="space-y-6">
          <DeliveryCard
            eta={order.eta}
            address={order.address}
            slot={order.delivery.slot}
            phone={order.delivery.phone}
          />
          <OrderSummaryCard
            subtotalCents={order.subtotal_cents}
            discountCents={order.discount_cents}
            paymentMethod={order.payment_method}
          />
        </div>
      </div>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <a
          href={order.receipt_url}
          download
          onClick={downloadReceipt}
          className={primaryButtonClass}
        >
          Download receipt
        </a>
        <Link to={orderTrackingPath(order.order_id, sessionId)} className={secondaryButtonClass}>
          View order &amp; tracking
        </Link>
        <Link to={pagePaths.allProducts} className={secondaryButtonClass}>
          Continue shopping
        </Link>
      </div>
    </>
  );
}

export const WAITING_TITLE = 'Waiting for your payment';

/**
 * The payment has not arrived (PayNow, GrabPay: the bank or wallet confirms on its own, moments
 * later). The lookup asks again meanwhile, and the order shows as soon as it is there.
 */
function WaitingForPayment() {
  return (
    <div role="status" className="rounded-2xl border border-sand bg-white p-5 sm:p-6">
      <p className="flex items-center gap-3 text-lg text-navy">
        <span
          aria-hidden="true"
          className="inline-block size-3 rounded-full bg-navy motion-safe:animate-pulse"
        />
        We have not received your payment yet.
      </p>
      <p className="mt-3 text-muted">
        Paying with PayNow? Scan the QR code with your banking app. This page shows your order as
        soon as your bank or wallet confirms the payment, so you may keep it open. If the payment
        does not go through, nothing is charged.
      </p>
    </div>
  );
}

/** Payment success page (spec sections 2, 5 and 8), on /success and /checkout/success. */
export function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const lookup = useLookupOrder(sessionId);
  const waiting = isPending(lookup.data);
  usePageTitle(waiting ? WAITING_TITLE : 'Payment successful');
  const reloadCart = useReloadCart();
  const placed = lookup.data && !waiting ? lookup.data : undefined;
  // The order emptied the bag, maybe while this page waited for the payment: the badge follows,
  // and the order holds the delivery details now, so the bag's copy in this tab goes.
  useEffect(() => {
    if (!placed) return;
    reloadCart();
    forgetDeliveryDraft();
  }, [placed, reloadCart]);

  let content: React.ReactNode;
  if (!sessionId) {
    content = <FormMessage tone="error">Missing session_id</FormMessage>;
  } else if (lookup.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-muted">
        Loading…
      </p>
    );
  } else if (lookup.isError) {
    const message = serverMessage(lookup.error) ?? lookup.error.message;
    content = <FormMessage tone="error">{message || 'Failed to load order'}</FormMessage>;
  } else if (isPending(lookup.data)) {
    content = <WaitingForPayment />;
  } else {
    content = <ConfirmedOrder result={lookup.data} sessionId={sessionId} />;
  }
  if (lookup.isSuccess && !waiting) {
    return (
      <section
        aria-labelledby="success-title"
        className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14"
      >
        {content}
      </section>
    );
  }
  return (
    <section
      aria-labelledby="order-title"
      className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14"
    >
      <h1 id="order-title" className="mb-6 text-3xl text-navy">
        {waiting ? WAITING_TITLE : 'Your order'}
      </h1>
      {content}
      <p className="mt-8">
        <Link to={pagePaths.allProducts} className={secondaryButtonClass}>
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
