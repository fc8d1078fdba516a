import { useState } from 'react';
import type { OrderStatus } from '#shared/constants.js';
import { formatCents } from '#shared/money.js';
import { ADMIN_STATUS_CHANGES, statusChangeLimit } from '#shared/order-status-changes.js';
import { paymentMethodLabel } from '#shared/payment-methods.js';
import type { AdminOrder } from '#shared/schemas/admin-order.js';
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
import { RefundDialog } from './refund-dialog';
import { RefundHistory } from './refund-history';

const ITEM_COLUMNS: AdminColumn[] = [
  { label: 'Product' },
  { label: 'Size' },
  { label: 'Qty', align: 'end' },
  { label: 'Unit', align: 'end' },
  { label: 'Line Total', align: 'end' },
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
            ['Payment', order.paymentProvider === 'stripe' ? 'Stripe' : 'Sandbox (test)'],
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
              minWidth="min-w-[32rem]"
              className="mt-2"
              onWhite
            >
              {data.items.map((item) => (
                <tr key={item.item_id} className="border-b border-sand">
                  <td className="py-2 pr-3">
                    {item.name}
                    {item.refunded_qty > 0 && (
                      <span className="block text-xs text-muted">{item.refunded_qty} refunded</span>
                    )}
                  </td>
                  <td className="py-2 pr-3">{item.size_label ?? '—'}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{item.qty}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatCents(item.unit_price_cents)}
                  </td>
                  <td className="py-2 text-right tabular-nums">
                    {formatCents(item.unit_price_cents * item.qty)}
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </QueryStates>
      </section>
      {detail.data && detail.data.refunds.length > 0 && (
        <RefundHistory refunds={detail.data.refunds} />
      )}
      <AuditHistory entityType="order" entityId={order.orderId} />
    </FormDialog>
  );
}
