import { formatCents } from '#shared/money.js';
import type { OrderRefund } from '#shared/schemas/order-refund.js';
import { formatDateTime } from '#shared/time.js';
import { type AdminColumn, AdminTable } from '#web/components/admin-table.tsx';
import { inlineLinkClass } from '#web/components/button-classes.ts';

const COLUMNS: AdminColumn[] = [
  { label: 'When' },
  { label: 'By' },
  { label: 'Why' },
  { label: 'Amount', align: 'end' },
  { label: 'Credit note' },
];

/** What a line of a refund gave back: "1 × Aurora (152x190), back to stock". */
const lineText = (line: OrderRefund['lines'][number]) =>
  `${line.qty} × ${line.name}${line.sizeLabel ? ` (${line.sizeLabel})` : ''}${line.restocked ? ', back to stock' : ''}`;

/** The order's refunds (issue 23): when, by whom, why, how much, and each one's credit note. */
export function RefundHistory({ refunds }: { refunds: OrderRefund[] }) {
  return (
    <section>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">Refunds</h3>
      <AdminTable
        label="Refunds table"
        columns={COLUMNS}
        minWidth="min-w-[36rem]"
        className="mt-2"
        onWhite
      >
        {refunds.map((refund) => (
          <tr key={refund.refundId} className="border-b border-sand align-top">
            <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(refund.createdAt)}</td>
            <td className="py-2 pr-3 break-words">{refund.refundedBy}</td>
            <td className="py-2 pr-3">
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
                  Failed at the provider: not refunded. The customer was mailed; refund again or
                  another way.
                </span>
              )}
            </td>
            <td className="py-2 pr-3 text-right tabular-nums">
              {formatCents(refund.amountCents)}
              <span className="block text-xs text-muted">GST {formatCents(refund.gstCents)}</span>
            </td>
            <td className="py-2">
              <a href={refund.creditNoteUrl} className={inlineLinkClass}>
                {refund.creditNoteNumber}
              </a>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
