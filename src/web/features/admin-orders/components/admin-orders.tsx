import { useEffect, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants.js';
import { formatCents } from '#shared/money.js';
import type { AdminOrder } from '#shared/schemas/admin-order.js';
import { inlineLinkClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { TableScroller } from '#web/components/table-scroller.tsx';
import { controlClass } from '#web/features/admin-products/components/admin-field.tsx';
import { alertFailure, failureText } from '#web/lib/alert-failure.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useAdminOrders } from '../api/get-admin-orders';
import { useSetOrderStatus } from '../api/set-order-status';
import { downloadCsv, ordersCsv } from '../lib/orders-csv';
import { OrderDetailDialog } from './order-detail-dialog';
import { StatusBadge } from './status-badge';

const SEARCH_DELAY_MS = 300;
const smallButton =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium transition-colors';

/** The search box's text, passed on once typing pauses. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Spec section 2, Admin Orders: search, status filter, the table, the detail modal, CSV. */
export function AdminOrders() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const q = useSettled(search.trim());
  const orders = useAdminOrders({ q, status: status || undefined });
  const setOrderStatus = useSetOrderStatus();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = orders.data?.find((order) => order.orderId === openId);

  function changeStatus(order: AdminOrder, next: OrderStatus) {
    setOrderStatus.mutate(
      { orderId: order.orderId, status: next },
      { onError: (error) => alertFailure(error, 'Failed to update status') },
    );
  }

  function markRefunded(order: AdminOrder) {
    if (window.confirm('Mark this order as refunded?')) changeStatus(order, 'refunded');
  }

  function exportCsv() {
    if (!orders.data) return;
    const day = new Date().toISOString().slice(0, 10);
    downloadCsv(`8ettersleep-orders-${day}.csv`, ordersCsv(orders.data));
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
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="admin-order-search" className="text-sm font-medium text-navy">
            Search
          </label>
          <input
            id="admin-order-search"
            type="search"
            placeholder="Order ID, email, user id or voucher"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor="admin-order-status" className="text-sm font-medium text-navy">
            Status
          </label>
          <select
            id="admin-order-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
            className={`${controlClass} capitalize`}
          >
            <option value="">All</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value[0]?.toUpperCase()}
                {value.slice(1)}
              </option>
            ))}
          </select>
        </div>
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
      {orders.isPending ? (
        <p role="status" className="py-10 text-muted">
          Loading…
        </p>
      ) : orders.isError ? (
        <div className="mt-6">
          <FormMessage tone="error">{failureText(orders.error, 'Request failed')}</FormMessage>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="py-10 text-center">
          <p className="text-lg text-navy">No orders yet</p>
          <p className="mt-1 text-muted">Try adjusting filters or click Refresh.</p>
        </div>
      ) : (
        <TableScroller label="Orders table" className="mt-4">
          <table className="w-full min-w-[60rem] text-sm text-ink">
            <caption className="sr-only">Orders, newest first</caption>
            <thead>
              <tr className="border-b border-sand-deep text-left text-xs uppercase tracking-wide text-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Order
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Customer
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Subtotal
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Discount
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Total
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Placed
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Receipt
                </th>
                <th scope="col" className="py-2 font-medium">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
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
                  </td>
                  <td className="py-2 pr-3">
                    <StatusBadge status={order.status} />
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
                  <td className="py-2 pr-3">
                    <a
                      href={order.receiptUrl}
                      className={inlineLinkClass}
                      aria-label={`PDF receipt of order ${order.orderId}`}
                    >
                      PDF
                    </a>
                  </td>
                  <td className="py-2">
                    <div className="flex gap-1">
                      <button
                        type="button"
                        onClick={() => setOpenId(order.orderId)}
                        aria-label={`View order ${order.orderId}`}
                        className={`${smallButton} border border-navy text-navy hover:bg-sand`}
                      >
                        View
                      </button>
                      {order.status !== 'refunded' && (
                        <button
                          type="button"
                          onClick={() => markRefunded(order)}
                          disabled={setOrderStatus.isPending}
                          aria-label={`Mark order ${order.orderId} refunded`}
                          className={`${smallButton} whitespace-nowrap text-danger hover:bg-danger/10`}
                        >
                          Mark Refunded
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
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
