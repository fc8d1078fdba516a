import { useState } from 'react';
import { customerToldOf, ORDER_STATUSES, type OrderStatus } from '#shared/constants.js';
import { DELIVERY_STATE_LABELS, isDeliveredStatus } from '#shared/delivery-states.js';
import { formatCents } from '#shared/money.js';
import { mayChangeStatus } from '#shared/order-status-changes.js';
import { paymentMethodLabel } from '#shared/payment-methods.js';
import type { AdminOrder } from '#shared/schemas/admin-order.js';
import { formatDateTime } from '#shared/time.js';
import { allOption, InputField, SelectField } from '#web/components/admin-fields.tsx';
import { type AdminColumn, AdminTable } from '#web/components/admin-table.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { DateRangeFields, useDateRange } from '#web/components/date-range-fields.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { ReceiptLink } from '#web/components/receipt-link.tsx';
import { RowButton } from '#web/components/row-button.tsx';
import { StatusBadge } from '#web/components/status-badge.tsx';
import { askConfirm } from '#web/lib/confirm.ts';
import { downloadCsv } from '#web/lib/download-csv.ts';
import { useSettled } from '#web/lib/use-settled.ts';
import { useAdminOrders } from '../api/get-admin-orders';
import { useSetOrderStatus } from '../api/set-order-status';
import { ordersCsv, ordersCsvFileName } from '../lib/orders-csv';
import { OrderDetailDialog, STATUS_ACTION_LABELS } from './order-detail-dialog';

/** The search box's text goes to the server once typing pauses this long. */
const SEARCH_DELAY_MS = 300;
const ORDER_COLUMNS: AdminColumn[] = [
  { label: 'Order' },
  { label: 'Customer' },
  { label: 'Subtotal', align: 'end' },
  { label: 'Discount', align: 'end' },
  { label: 'Total', align: 'end' },
  { label: 'Status' },
  { label: 'Delivery' },
  { label: 'Placed' },
  { label: 'Receipt' },
  { label: 'Actions' },
];

/** Spec section 2, Admin Orders: search, status filter, the table, the detail modal, CSV. */
export function AdminOrders() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const range = useDateRange();
  const [delivery, setDelivery] = useState('');
  const q = useSettled(search.trim(), SEARCH_DELAY_MS);
  const orders = useAdminOrders({
    q,
    status: status || undefined,
    ...range.asked,
    delivery,
  });
  const setOrderStatus = useSetOrderStatus();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = orders.data?.find((order) => order.orderId === openId);

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
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label="Status"
          options={ORDER_STATUSES}
          optionLabel={(value) => `${value[0]?.toUpperCase()}${value.slice(1)}`}
          first={allOption}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
          controlClassName="capitalize"
        />
        <DateRangeFields range={range} fromLabel="Placed from" toLabel="Placed to" />
        <InputField
          label="Delivery date"
          type="date"
          value={delivery}
          onChange={(event) => setDelivery(event.target.value)}
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
          <AdminTable
            label="Orders table"
            caption="Orders, newest first"
            columns={ORDER_COLUMNS}
            minWidth="min-w-[68rem]"
            className="mt-4"
            stickyActions
          >
            {rows.map((order) => (
              <tr key={order.orderId} className="border-b border-sand align-middle">
                <th scope="row" className="py-2 pr-3 text-left font-semibold text-navy">
                  #{order.orderId}
                  {order.voucherCode && (
                    <span className="block font-mono text-xs font-normal text-muted">
                      {order.voucherCode}
                    </span>
                  )}
                </th>
                <td className="max-w-56 py-2 pr-3">
                  <span className="block truncate">{order.email}</span>
                  <span className="text-xs text-muted">
                    {order.userId ? `User #${order.userId}` : 'Guest'}
                    {order.delivery.phone && ` · ${order.delivery.phone}`}
                  </span>
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatCents(order.subtotalCents)}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatCents(order.discountCents)}
                </td>
                <td className="py-2 pr-3 text-right font-semibold tabular-nums">
                  {formatCents(order.totalCents)}
                  {order.paymentMethod && (
                    <span className="block text-xs font-normal whitespace-nowrap text-muted">
                      {paymentMethodLabel(order.paymentMethod)}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3">
                  <StatusBadge status={order.status} />
                </td>
                <td className="py-2 pr-3">
                  {order.delivery.slot ?? '—'}
                  {isDeliveredStatus(order.status) && (
                    <span className="block text-xs text-muted">
                      {DELIVERY_STATE_LABELS[order.deliveryState]}
                    </span>
                  )}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
                <td className="py-2 pr-3">
                  <ReceiptLink orderId={order.orderId} href={order.receiptUrl} />
                </td>
                <td className="py-2">
                  <div className="flex gap-1">
                    <RowButton
                      label={`View order ${order.orderId}`}
                      onClick={() => setOpenId(order.orderId)}
                    >
                      View
                    </RowButton>
                    {mayChangeStatus(order.status, 'refunded') && (
                      <RowButton
                        label={`Mark order ${order.orderId} refunded`}
                        onClick={() =>
                          changeStatus(order, 'refunded', 'Mark this order as refunded?')
                        }
                        danger
                        disabled={setOrderStatus.isPending}
                        className="whitespace-nowrap"
                      >
                        Mark Refunded
                      </RowButton>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
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
