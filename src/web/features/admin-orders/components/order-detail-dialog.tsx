import { useState } from 'react';
import type { OrderStatus } from '#shared/constants.js';
import { formatCents } from '#shared/money.js';
import { ADMIN_STATUS_CHANGES, statusChangeLimit } from '#shared/order-status-changes.js';
import { paymentMethodLabel } from '#shared/payment-methods.js';
import { saleChannelLabel } from '#shared/sale-channels.js';
import type { AdminOrder, AdminOrderItems } from '#shared/schemas/admin-order.js';
import { sizeText } from '#shared/size-text.js';
import { formatDateTime } from '#shared/time.js';
import { type AdminColumn, AdminTable } from '#web/components/admin-table.tsx';
import { AuditHistory } from '#web/components/audit-history.tsx';
import {
  inlineLinkClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#web/components/button-classes.ts';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { StatusBadge } from '#web/components/status-badge.tsx';
import { useOrderItems } from '../api/get-order-items';
import { DeliverySection } from './delivery-section';
import { OrderNotes } from './order-notes';
import { RefundDialog } from './refund-dialog';
import { RefundHistory } from './refund-history';

const PROVIDER_LABELS: Record<AdminOrder['paymentProvider'], string> = {
  stripe: 'Stripe',
  sandbox: 'Sandbox (test)',
  counter: 'At the counter',
};

type OrderItem = AdminOrderItems['items'][number];

const ITEM_COLUMNS: AdminColumn<OrderItem>[] = [
  {
    label: 'Product',
    kind: 'name',
    cell: (item) => (
      <>
        {item.name}
        {item.refunded_qty > 0 && (
          <span className="block text-xs font-normal text-muted">{item.refunded_qty} refunded</span>
        )}
      </>
    ),
  },
  { label: 'Size', cell: (item) => (item.size_label ? sizeText(item.size_label) : '—') },
  { label: 'Qty', align: 'end', className: 'tabular-nums', cell: (item) => item.qty },
  {
    label: 'Unit',
    align: 'end',
    className: 'tabular-nums',
    cell: (item) => formatCents(item.unit_price_cents),
  },
  {
    label: 'Line Total',
    align: 'end',
    className: 'tabular-nums',
    cell: (item) => formatCents(item.unit_price_cents * item.qty),
  },
];

interface OrderDetailDialogProps {
  order: AdminOrder;
  onStatus: (status: OrderStatus) => void;
  busy: boolean;
  onClose: () => void;
}

/** The detail's status buttons, and the confirmation's go-ahead. */
export const STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  paid: 'Mark Paid',
  processing: 'Mark Processing',
  failed: 'Mark Failed',
  refunded: 'Mark Refunded',
};

function Facts({ title, rows }: { title: string; rows: [string, React.ReactNode][] }) {
  return (
    <section>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
      <dl className="mt-2 space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-muted">{term}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Spec section 2, the order detail modal: summary, customer, shipping, items, and a button for
 * each status change the order may make (src/shared/order-status-changes.ts).
 */
export function OrderDetailDialog({ order, onStatus, busy, onClose }: OrderDetailDialogProps) {
  const detail = useOrderItems(order.orderId);
  const [refunding, setRefunding] = useState(false);
  // The changes the order cannot make have no button; the staff read why instead.
  const limit = statusChangeLimit(order.status);
  // Money is left to give back (a refunded order has none: decision 0054).
  const refundable = order.status !== 'refunded' && order.totalCents > order.refundedCents;

  if (refunding && detail.data) {
    return (
      <RefundDialog order={order} items={detail.data.items} onClose={() => setRefunding(false)} />
    );
  }

  return (
    <FormDialog
      title={
        <>
          Order #{order.orderId} <StatusBadge status={order.status} />
        </>
      }
      closeLabel="Close order"
      onClose={onClose}
      width="3xl"
      titleClassName="flex items-center gap-3"
      bodyClassName="space-y-6"
      actions={
        <>
          {limit && <p className="basis-full text-sm text-muted">{limit}</p>}
          {refundable && (
            <button
              type="button"
              disabled={busy || !detail.data}
              onClick={() => setRefunding(true)}
              className={secondaryButtonClass}
            >
              Refund…
            </button>
          )}
          {ADMIN_STATUS_CHANGES[order.status].map((status) => (
            <button
              key={status}
              type="button"
              disabled={busy}
              onClick={() => onStatus(status)}
              className={status === 'refunded' ? secondaryButtonClass : primaryButtonClass}
            >
              {STATUS_ACTION_LABELS[status]}
            </button>
          ))}
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Close
          </button>
        </>
      }
    >
      <div className="grid gap-6 md:grid-cols-3">
        <Facts
          title="Summary"
          rows={[
            ['Placed', formatDateTime(order.createdAt)],
            ['Subtotal', formatCents(order.subtotalCents)],
            ['Discount', formatCents(order.discountCents)],
            ['Total', <strong key="t">{formatCents(order.totalCents)}</strong>],
            ['Voucher', order.voucherCode ?? '—'],
            ['Payment', PROVIDER_LABELS[order.paymentProvider]],
            // Where and by whom it was sold (decision 0067); a counter payment's reference.
            ['Sold', saleChannelLabel(order.channel, order.showroomId)],
            ...(order.createdByEmail
              ? ([['Sold by', order.createdByEmail]] as [string, string][])
              : []),
            ...(order.paymentReference
              ? ([['Reference', order.paymentReference]] as [string, string][])
              : []),
            [
              'Paid by',
              order.paymentMethod ? paymentMethodLabel(order.paymentMethod) : 'Not recorded',
            ],
            ...(order.refundedAt
              ? ([
                  [
                    'Refunded',
                    `${formatCents(order.refundedCents)} (last ${formatDateTime(order.refundedAt)})`,
                  ],
                ] as [string, string][])
              : []),
          ]}
        />
        <Facts
          title="Customer"
          rows={[
            ['Email', order.email],
            ['User ID', order.userId ?? 'Guest'],
          ]}
        />
        <Facts
          title="Shipping"
          rows={[
            ['Name', order.shippingName ?? '—'],
            ['Address', order.shippingLine1],
            ['Postal code', order.shippingPostal],
            ['Phone', order.delivery.phone ?? '—'],
            ['Delivery slot', order.delivery.slot ?? '—'],
          ]}
        />
      </div>
      <p>
        <a href={order.receiptUrl} className={inlineLinkClass}>
          Download receipt (PDF)
        </a>
      </p>
      <DeliverySection order={order} steps={detail.data?.deliverySteps} />
      <section>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">Items</h3>
        <QueryStates
          query={detail}
          failure="Request failed"
          compact
          empty="No items found."
          isEmpty={(data) => data.items.length === 0}
        >
          {(data) => (
            <AdminTable
              label="Order items table"
              columns={ITEM_COLUMNS}
              rows={data.items}
              rowKey={(item) => item.item_id}
              minWidth={32}
              className="mt-2"
            />
          )}
        </QueryStates>
      </section>
      {detail.data && detail.data.refunds.length > 0 && (
        <RefundHistory refunds={detail.data.refunds} />
      )}
      <OrderNotes orderId={order.orderId} />
      <AuditHistory entityType="order" entityId={order.orderId} />
    </FormDialog>
  );
}
