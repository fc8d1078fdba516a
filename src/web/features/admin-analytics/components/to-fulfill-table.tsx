import { formatDollars } from '#shared/money.js';
import { TO_FULFILL_PAGE_SIZES, type ToFulfillPage } from '#shared/schemas/analytics.js';
import { formatDateTime } from '#shared/time.js';
import { type AdminColumn, AdminTable } from '#web/components/admin-table.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { controlClass } from '#web/components/form-field.tsx';
import { ReceiptLink } from '#web/components/receipt-link.tsx';
import { StatusBadge } from '#web/components/status-badge.tsx';

type ToFulfillRow = ToFulfillPage['rows'][number];

/** Spec section 2's columns; on a card the order's number is its title. */
const TO_FULFILL_COLUMNS: AdminColumn<ToFulfillRow>[] = [
  { label: 'Date', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.createdAt) },
  { label: 'Order ID', kind: 'name', cell: (row) => `#${row.orderId}` },
  { label: 'Email', card: 'across', className: 'max-w-48 truncate', cell: (row) => row.email },
  { label: 'Items', align: 'end', className: 'tabular-nums', cell: (row) => row.itemsCount },
  {
    label: 'Ship To',
    card: 'across',
    cell: (row) => (
      <>
        {row.shippingLine1}
        <span className="block text-xs text-muted">Singapore {row.shippingPostal}</span>
        {row.delivery.slot && (
          <span className="block text-xs font-medium text-navy">
            Deliver {row.delivery.slot}
            {row.delivery.phone && ` · ${row.delivery.phone}`}
          </span>
        )}
      </>
    ),
  },
  { label: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  {
    label: 'Amount',
    align: 'end',
    className: 'tabular-nums',
    cell: (row) => formatDollars(row.amountSGD),
  },
  {
    label: 'Receipt',
    cell: (row) => <ReceiptLink orderId={row.orderId} href={row.receiptUrl} />,
  },
];

interface ToFulfillTableProps {
  page: ToFulfillPage;
  onPage: (page: { limit: number; offset: number }) => void;
}

/** 'Orders to Fulfill' with Prev/Next, 'Showing x–y of total' and the page size (spec section 2). */
export function ToFulfillTable({ page, onPage }: ToFulfillTableProps) {
  const first = page.total === 0 ? 0 : page.offset + 1;
  const last = page.offset + page.rows.length;
  return (
    <section
      aria-labelledby="to-fulfill-title"
      className="rounded-xl border border-sand bg-white p-4"
    >
      <h3 id="to-fulfill-title" className="text-lg text-navy">
        Orders to Fulfill
      </h3>
      {page.rows.length === 0 ? (
        <p className="py-8 text-muted">No orders to fulfill.</p>
      ) : (
        <AdminTable
          label="Orders to fulfill table"
          columns={TO_FULFILL_COLUMNS}
          rows={page.rows}
          rowKey={(row) => row.fulfillmentId}
          minWidth={52}
          className="mt-3"
        />
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={page.offset === 0}
          onClick={() =>
            onPage({ limit: page.limit, offset: Math.max(0, page.offset - page.limit) })
          }
          className={secondaryButtonClass}
        >
          Prev
        </button>
        <button
          type="button"
          disabled={last >= page.total}
          onClick={() => onPage({ limit: page.limit, offset: page.offset + page.limit })}
          className={secondaryButtonClass}
        >
          Next
        </button>
        <p className="text-sm text-muted" aria-live="polite">
          Showing {first}–{last} of {page.total}
        </p>
        <label className="ml-auto flex items-center gap-2 text-sm text-navy">
          Per page
          <select
            value={page.limit}
            // A new page size starts again at the first row (spec section 4).
            onChange={(event) => onPage({ limit: Number(event.target.value), offset: 0 })}
            className={`${controlClass} mt-0 w-24`}
          >
            {TO_FULFILL_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  );
}
