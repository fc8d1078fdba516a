import type { ReactNode } from 'react';
import { formatCents } from '#shared/money.js';
import { type PaymentMethod, paidByLabel } from '#shared/payment-methods.js';
import { DEFAULT_ETA_TEXT } from '../lib/delivery-text';

/** A white card with a title: the success and tracking pages' blocks. */
export function OrderCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand bg-white p-5 sm:p-6">
      <h2 id={id} className="text-xl text-navy">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? 'mt-2 border-t border-sand pt-3 text-lg font-semibold text-navy' : 'text-muted'}`}
    >
      <dt>{label}</dt>
      <dd className={strong ? '' : 'text-navy'}>{value}</dd>
    </div>
  );
}

/**
 * Subtotal, the discount only when there is one (spec section 2), the total, and how it was paid
 * (issue 23; orders placed before the method was recorded say nothing of it).
 */
export function OrderSummaryCard({
  subtotalCents,
  discountCents,
  paymentMethod,
}: {
  subtotalCents: number;
  discountCents: number;
  paymentMethod: PaymentMethod | null;
}) {
  return (
    <OrderCard id="summary-title" title="Order summary">
      <dl className="mt-3">
        <SummaryRow label="Subtotal" value={formatCents(subtotalCents)} />
        {discountCents > 0 && (
          <SummaryRow label="Discount" value={`−${formatCents(discountCents)}`} />
        )}
        <SummaryRow
          label="Total"
          value={formatCents(Math.max(0, subtotalCents - discountCents))}
          strong
        />
      </dl>
      {paymentMethod && (
        <p className="mt-2 text-sm text-muted" data-testid="paid-by">
          {paidByLabel(paymentMethod)}
        </p>
      )}
    </OrderCard>
  );
}

/** When and where the order is delivered: the booked slot (issue 15), else the estimate. */
export function DeliveryCard({
  eta,
  address,
  slot,
  phone,
  children,
}: {
  eta: string;
  address: string;
  slot: string | null;
  phone: string | null;
  /** Where the delivery is, where the page knows it (the tracking page). */
  children?: React.ReactNode;
}) {
  return (
    <OrderCard id="delivery-title" title="Delivery">
      {children}
      <p className="mt-3 text-sm text-muted">{slot ? 'Delivery slot' : 'Estimated delivery'}</p>
      <p className="font-medium text-navy" data-testid="delivery-slot">
        {slot ?? (eta || DEFAULT_ETA_TEXT)}
      </p>
      {phone && (
        <>
          <p className="mt-3 text-sm text-muted">Phone</p>
          <p className="font-medium text-navy">{phone}</p>
        </>
      )}
      <p className="mt-3 text-sm text-muted">Shipping address</p>
      <p className="font-medium text-navy">{address}</p>
    </OrderCard>
  );
}
