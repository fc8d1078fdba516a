import { useState } from 'react';
import { formatCents } from '#shared/money.js';
import type { Voucher } from '#shared/schemas/voucher.js';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { Switch } from '#web/components/switch.tsx';
import { TableScroller } from '#web/components/table-scroller.tsx';
import { alertFailure, failureText } from '#web/lib/alert-failure.ts';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useDeleteVoucher } from '../api/delete-voucher';
import { useVouchers } from '../api/get-vouchers';
import { useSetVoucherActive } from '../api/set-voucher-active';
import { VoucherDialog } from './voucher-dialog';

const smallButton =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium transition-colors';

function discountOf(voucher: Voucher): string {
  return voucher.kind === 'percent'
    ? `${voucher.value}% off`
    : `${formatCents(Math.round(voucher.value * 100))} off`;
}

function windowOf(voucher: Voucher): string {
  if (!voucher.starts_at && !voucher.expires_at) return 'Always';
  const from = voucher.starts_at ? formatDateTime(voucher.starts_at) : 'now';
  const to = voucher.expires_at ? formatDateTime(voucher.expires_at) : 'no end';
  return `${from} – ${to}`;
}

function VoucherRow({ voucher, onEdit }: { voucher: Voucher; onEdit: () => void }) {
  const setActive = useSetVoucherActive();
  const remove = useDeleteVoucher();
  function confirmDelete() {
    if (!window.confirm(`Delete voucher ${voucher.code}? This cannot be undone.`)) return;
    remove.mutate(voucher.id, {
      onError: (error) => alertFailure(error, 'Failed to delete voucher'),
    });
  }
  return (
    <tr className="border-b border-sand align-middle">
      <th scope="row" className="py-3 pr-4 text-left font-mono font-semibold text-navy">
        {voucher.code}
      </th>
      <td className="py-3 pr-4">{discountOf(voucher)}</td>
      <td className="py-3 pr-4">{formatCents(voucher.min_subtotal_cents)}</td>
      <td className="py-3 pr-4 tabular-nums">
        {voucher.used_count} / {voucher.max_uses === 0 ? '∞' : voucher.max_uses}
      </td>
      <td className="py-3 pr-4 text-sm">{windowOf(voucher)}</td>
      <td className="py-3 pr-4">
        <Switch
          label={`Voucher ${voucher.code} active`}
          checked={voucher.active}
          onText="Active"
          offText="Inactive"
          disabled={setActive.isPending}
          onChange={(active) =>
            setActive.mutate(
              { id: voucher.id, active },
              { onError: (error) => alertFailure(error, 'Failed to update voucher') },
            )
          }
        />
      </td>
      <td className="py-3">
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${voucher.code}`}
            className={`${smallButton} border border-navy text-navy hover:bg-sand`}
          >
            Edit
          </button>
          <button
            type="button"
            onClick={confirmDelete}
            aria-label={`Delete ${voucher.code}`}
            className={`${smallButton} text-danger hover:bg-danger/10`}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}

/** Spec section 2, Vouchers: the list with its active toggle, edit, delete and Add Voucher. */
export function VoucherManagement() {
  const vouchers = useVouchers();
  const [editing, setEditing] = useState<{ voucher: Voucher | undefined } | null>(null);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl text-navy">Vouchers</h2>
        <button
          type="button"
          onClick={() => setEditing({ voucher: undefined })}
          className={primaryButtonClass}
        >
          Add Voucher
        </button>
      </div>
      {vouchers.isPending ? (
        <p role="status" className="py-10 text-muted">
          Loading…
        </p>
      ) : vouchers.isError ? (
        <div className="mt-6">
          <FormMessage tone="error">{failureText(vouchers.error, 'Request failed')}</FormMessage>
        </div>
      ) : vouchers.data.length === 0 ? (
        <p className="py-10 text-muted">No vouchers yet.</p>
      ) : (
        <TableScroller label="Vouchers table" className="mt-4">
          <table className="w-full min-w-[52rem] text-sm text-ink">
            <caption className="sr-only">Vouchers</caption>
            <thead>
              <tr className="border-b border-sand-deep text-left text-xs uppercase tracking-wide text-muted">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Code
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Discount
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Min Subtotal
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Used
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Valid
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Active
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {vouchers.data.map((voucher) => (
                <VoucherRow
                  key={voucher.id}
                  voucher={voucher}
                  onEdit={() => setEditing({ voucher })}
                />
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {editing && <VoucherDialog voucher={editing.voucher} onClose={() => setEditing(null)} />}
    </div>
  );
}
