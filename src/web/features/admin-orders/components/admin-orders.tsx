import { type ReactNode, useState } from 'react';
import { customerToldOf, ORDER_STATUSES, type OrderStatus } from '#shared/constants.js';
import { DELIVERY_STATE_LABELS, isDeliveredStatus } from '#shared/delivery-states.js';
import { formatCents } from '#shared/money.js';
import { mayChangeStatus } from '#shared/order-status-changes.js';
import { paymentMethodLabel } from '#shared/payment-methods.js';
import type { AdminOrder } from '#shared/schemas/admin-order.js';
import { formatDate, formatTime } from '#shared/time.js';
import { allOption, InputField, SelectField } from '#web/components/admin-fields.tsx';
import { type AdminColumn, AdminTable } from '#web/components/admin-table.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { ChooseAll } from '#web/components/chosen-bar.tsx';
import { DateRangeFields } from '#web/components/date-range-fields.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { ReceiptLink } from '#web/components/receipt-link.tsx';
import { RowButton } from '#web/components/row-button.tsx';
import { StatusBadge } from '#web/components/status-badge.tsx';
import { askConfirm } from '#web/lib/confirm.ts';
import { downloadCsv } from '#web/lib/download-file.ts';
import { useChoice } from '#web/lib/use-choice.ts';
import { useSettled } from '#web/lib/use-settled.ts';
import { useAdminOrders } from '../api/get-admin-orders';
import { useSetOrderStatus } from '../api/set-order-status';
import { useOrderFilters } from '../hooks/use-order-filters';
import { ordersCsv, ordersCsvFileName } from '../lib/orders-csv';
import { BulkStatusBar } from './bulk-status-bar';
import { OrderDetailDialog, STATUS_ACTION_LABELS } from './order-detail-dialog';

/** The search box's text goes to the server once typing pauses this long. */
const SEARCH_DELAY_MS = 300;

interface OrderButtonsProps {
  order: AdminOrder;
  onView: () => void;
  onRefund: () => void;
  busy: boolean;
}

/** A row's View and, while the order may still be refunded, Mark Refunded. */
function OrderButtons({ order, onView, onRefund, busy }: OrderButtonsProps) {
  return (
    <div className="flex flex-wrap gap-1">
      <RowButton label={`View order ${order.orderId}`} onClick={onView}>
        View
      </RowButton>
      {mayChangeStatus(order.status, 'refunded') && (
        <RowButton
          // Its words first, so a voice command saying what is seen finds it (WCAG 2.5.3).
          label={`Mark Refunded: order ${order.orderId}`}
          onClick={onRefund}
          danger
          disabled={busy}
          className="whitespace-nowrap"
        >
          Mark Refunded
        </RowButton>
      )}
    </div>
  );
}

/** Spec section 2's columns, with the delivery slot beside them. */
function orderColumns(
  buttons: (order: AdminOrder) => ReactNode,
  choice: (order: AdminOrder) => ReactNode,
): AdminColumn<AdminOrder>[] {
  return [
    { label: 'Choose', hidden: true, card: 'beside', className: 'w-8', cell: choice },
    {
      label: 'Order',
      kind: 'name',
      cell: (order) => (
        <>
          #{order.orderId}
          {order.voucherCode && (
            <span className="block font-mono text-xs font-normal text-muted">
              {order.voucherCode}
            </span>
          )}
        </>
      ),
    },
    {
      label: 'Customer',
      card: 'across',
      className: 'max-w-44',
      cell: (order) => (
        <>
          <span className="block truncate">{order.email}</span>
          <span className="text-xs text-muted">
            {order.userId ? `User #${order.userId}` : 'Guest'}
            {order.delivery.phone && ` · ${order.delivery.phone}`}
          </span>
        </>
      ),
    },
    {
      label: 'Subtotal',
      align: 'end',
      className: 'tabular-nums',
      cell: (order) => formatCents(order.subtotalCents),
    },
    {
      label: 'Discount',
      align: 'end',
      className: 'tabular-nums',
      cell: (order) => formatCents(order.discountCents),
    },
    {
      label: 'Total',
      align: 'end',
      className: 'tabular-nums',
      cell: (order) => (
        <>
          <span className="font-semibold">{formatCents(order.totalCents)}</span>
          {order.paymentMethod && (
            <span className="block text-xs whitespace-nowrap text-muted">
              {paymentMethodLabel(order.paymentMethod)}
            </span>
          )}
        </>
      ),
    },
    { label: 'Status', cell: (order) => <StatusBadge status={order.status} /> },
    {
      label: 'Delivery',
      cell: (order) => (
        <>
          {order.delivery.slot ?? '—'}
          {isDeliveredStatus(order.status) && (
            <span className="block text-xs text-muted">
              {DELIVERY_STATE_LABELS[order.deliveryState]}
            </span>
          )}
        </>
      ),
    },
    {
      label: 'Placed',
      // The time under the day: on one line the two took the width the delivery slot needs.
      cell: (order) => (
        <>
          <span className="whitespace-nowrap">{formatDate(order.createdAt)}</span>
          <span className="block text-xs text-muted">{formatTime(order.createdAt)}</span>
        </>
      ),
    },
    {
      label: 'Receipt',
      cell: (order) => <ReceiptLink orderId={order.orderId} href={order.receiptUrl} />,
    },
    { label: 'Actions', kind: 'actions', cell: buttons },
  ];
}

/** Spec section 2, Admin Orders: search, status filter, the table, the detail modal, CSV. */
export function AdminOrders() {
  const filters = useOrderFilters();
  const q = useSettled(filters.search.trim(), SEARCH_DELAY_MS);
  const orders = useAdminOrders({
    q,
    status: filters.status || undefined,
    ...filters.placed.asked,
    delivery: filters.delivery,
  });
  const setOrderStatus = useSetOrderStatus();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = orders.data?.find((order) => order.orderId === openId);
  const choice = useChoice(orders.data?.map((order) => order.orderId) ?? []);
  const columns = orderColumns(
    (order) => (
      <OrderButtons
        order={order}
        onView={() => setOpenId(order.orderId)}
        onRefund={() => changeStatus(order, 'refunded', 'Mark this order as refunded?')}
        busy={setOrderStatus.isPending}
      />
    ),
    (order) => (
      <input
        type="checkbox"
        aria-label={`Choose order ${order.orderId}`}
        checked={choice.has(order.orderId)}
        onChange={() => choice.toggle(order.orderId)}
        className="size-5 accent-navy"
      />
    ),
  );

  /**
   * A change the customer is told about says so, and waits for a yes, before it is saved
   * (refunded from the list asks the spec's question).
   */
  async function changeStatus(order: AdminOrder, next: OrderStatus, question?: string) {
    const detail = customerToldOf(next);
    if (detail || question) {
      const confirmed = await askConfirm({
        message: question ?? `Mark order #${order.orderId} as ${next}?`,
        detail,
        confirmLabel: STATUS_ACTION_LABELS[next],
        danger: next === 'refunded' || next === 'failed',
      });
      if (!confirmed) return;
    }
    setOrderStatus.mutate({ orderId: order.orderId, status: next });
  }

  function exportCsv() {
    if (!orders.data) return;
    downloadCsv(ordersCsvFileName(new Date()), ordersCsv(orders.data));
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl text-navy">Orders</h2>
        <span className="rounded-full bg-navy px-2.5 py-0.5 text-sm font-semibold text-cream">
          {orders.data?.length ?? 0}
          <span className="sr-only"> orders shown</span>
        </span>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <InputField
          label="Search"
          className="min-w-0 flex-1 basis-64"
          type="search"
          placeholder="Order ID, email, phone, address, voucher"
          value={filters.search}
          onChange={(event) => filters.set('search', event.target.value)}
        />
        <SelectField
          label="Status"
          options={ORDER_STATUSES}
          optionLabel={(value) => `${value[0]?.toUpperCase()}${value.slice(1)}`}
          first={allOption}
          value={filters.status}
          onChange={(event) => filters.set('status', event.target.value)}
          controlClassName="capitalize"
        />
        <DateRangeFields range={filters.placed} fromLabel="Placed from" toLabel="Placed to" />
        <InputField
          label="Delivery date"
          type="date"
          value={filters.delivery}
          onChange={(event) => filters.set('delivery', event.target.value)}
        />
        <button
          type="button"
          onClick={() => orders.refetch()}
          disabled={orders.isFetching}
          className={secondaryButtonClass}
        >
          Refresh
        </button>
        <button
          type="button"
          onClick={exportCsv}
          disabled={!orders.data?.length}
          className={secondaryButtonClass}
        >
          Export CSV
        </button>
      </div>
      <QueryStates
        query={orders}
        failure="Request failed"
        empty={
          <div className="py-10 text-center">
            <p className="text-lg text-navy">No orders yet</p>
            <p className="mt-1 text-muted">Try adjusting filters or click Refresh.</p>
          </div>
        }
      >
        {(rows) => (
          <>
            <ChooseAll shown={rows.length} all={choice.all} onToggle={choice.toggleAll} />
            <BulkStatusBar selected={choice.chosen} onDone={choice.clear} />
            <AdminTable
              label="Orders table"
              caption="Orders, newest first"
              columns={columns}
              rows={rows}
              rowKey={(order) => order.orderId}
              minWidth={60}
              className="mt-4"
            />
          </>
        )}
      </QueryStates>
      {open && (
        <OrderDetailDialog
          order={open}
          busy={setOrderStatus.isPending}
          onStatus={(next) => changeStatus(open, next)}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
