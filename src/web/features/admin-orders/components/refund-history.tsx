import { lineTitle } from '#shared/line-title.js';
import { formatCents } from '#shared/money.js';
import type { OrderRefund } from '#shared/schemas/order-refund.js';
import { formatDateTime } from '#shared/time.js';
import { type AdminColumn, AdminTable } from '#web/components/admin-table.tsx';
import { inlineLinkClass } from '#web/components/button-classes.ts';

/** What a line of a refund gave back: "1 × Aurora (Queen 152x190), back to stock". */
const lineText = (line: OrderRefund['lines'][number]) =>
  `${line.qty} × ${lineTitle(line)}${line.restocked ? ', back to stock' : ''}`;

const COLUMNS: AdminColumn<OrderRefund>[] = [
  {
    label: 'When',
    kind: 'name',
    className: 'whitespace-nowrap',
    cell: (refund) => formatDateTime(refund.createdAt),
  },
  { label: 'By', card: 'across', className: 'break-words', cell: (refund) => refund.refundedBy },
  {
    label: 'Why',
    card: 'across',
    cell: (refund) => (
      <>
        {refund.reason}
        {refund.lines.map((line) => (
          <span key={line.itemId} className="block text-xs text-muted">
            {lineText(line)}
          </span>
        ))}
        {refund.state === 'pending' && (
          <span className="block text-xs text-muted">Pending at the provider</span>
        )}
        {refund.state === 'failed' && (
          <span className="block text-xs font-semibold text-danger">
            Failed at the provider: not refunded. The customer was mailed; refund again or another
            way.
          </span>
        )}
      </>
    ),
  },
  {
    label: 'Amount',
    align: 'end',
    className: 'tabular-nums',
    cell: (refund) => (
      <>
        {formatCents(refund.amountCents)}
        <span className="block text-xs text-muted">GST {formatCents(refund.gstCents)}</span>
      </>
    ),
  },
  {
    label: 'Credit note',
    cell: (refund) => (
      <a href={refund.creditNoteUrl} className={inlineLinkClass}>
        {refund.creditNoteNumber}
      </a>
    ),
  },
];

/** The order's refunds (issue 23): when, by whom, why, how much, and each one's credit note. */
export function RefundHistory({ refunds }: { refunds: OrderRefund[] }) {
  return (
    <section>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">Refunds</h3>
      <AdminTable
        label="Refunds table"
        columns={COLUMNS}
        rows={refunds}
        rowKey={(refund) => refund.refundId}
        minWidth={36}
        className="mt-2"
      />
    </section>
  );
}
