import { useState } from 'react';
import { VOUCHER_TYPE_LABELS } from '#shared/constants.js';
import { dollarsToCents, formatCents } from '#shared/money.js';
import type { Voucher } from '#shared/schemas/voucher.js';
import { formatDateTime } from '#shared/time.js';
import { VOUCHER_STATE_LABELS, type VoucherState } from '#shared/voucher-state.js';
import { type AdminColumn, AdminTable } from '#web/components/admin-table.tsx';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { QueryStates } from '#web/components/query-states.tsx';
import { RowButton } from '#web/components/row-button.tsx';
import { Switch } from '#web/components/switch.tsx';
import { askConfirm } from '#web/lib/confirm.ts';
import { useDeleteVoucher } from '../api/delete-voucher';
import { useVouchers } from '../api/get-vouchers';
import { useSetVoucherActive } from '../api/set-voucher-active';
import { VoucherDialog } from './voucher-dialog';

function discountOf(voucher: Voucher): string {
  return voucher.kind === 'percent'
    ? `${voucher.value}% off`
    : `${formatCents(dollarsToCents(voucher.value))} off`;
}

function windowOf(voucher: Voucher): string {
  if (!voucher.starts_at && !voucher.expires_at) return 'Always';
  const from = voucher.starts_at ? formatDateTime(voucher.starts_at) : 'now';
  const to = voucher.expires_at ? formatDateTime(voucher.expires_at) : 'no end';
  return `${from} – ${to}`;
}

/** Only a running voucher is in the success colour; one that takes no orders is muted. */
const STATE_CLASS: Record<VoucherState, string> = {
  active: 'font-semibold text-success',
  inactive: 'text-muted',
  scheduled: 'font-semibold text-navy',
  expired: 'font-semibold text-danger',
};

function VoucherRow({ voucher, onEdit }: { voucher: Voucher; onEdit: () => void }) {
  const setActive = useSetVoucherActive();
  const remove = useDeleteVoucher();
  async function confirmDelete() {
    const message = `Delete voucher ${voucher.code}? This cannot be undone.`;
    if (!(await askConfirm({ message, confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(voucher.id);
  }
  return (
    <tr className="border-b border-sand align-middle">
      <th scope="row" className="py-3 pr-4 text-left font-mono font-semibold text-navy">
        {voucher.code}
      </th>
      <td className="py-3 pr-4">
        {discountOf(voucher)}
        <span className="block text-xs text-muted">{VOUCHER_TYPE_LABELS[voucher.kind]}</span>
      </td>
      <td className="py-3 pr-4">{formatCents(voucher.min_subtotal_cents)}</td>
      <td className="py-3 pr-4 tabular-nums">
        {voucher.used_count} / {voucher.max_uses === 0 ? '∞' : voucher.max_uses}
      </td>
      <td className="py-3 pr-4 text-sm">{windowOf(voucher)}</td>
      <td className={`py-3 pr-4 ${STATE_CLASS[voucher.state]}`}>
        {VOUCHER_STATE_LABELS[voucher.state]}
      </td>
      <td className="py-3 pr-4">
        {/* The switch's words are its own position; the State column says what it amounts to. */}
        <Switch
          label={`Voucher ${voucher.code} active`}
          checked={voucher.active}
          onText="On"
          offText="Off"
          disabled={setActive.isPending}
          onChange={(active) => setActive.mutate({ id: voucher.id, active })}
        />
      </td>
      <td className="py-3">
        <div className="flex gap-2">
          <RowButton label={`Edit ${voucher.code}`} onClick={onEdit}>
            Edit
          </RowButton>
          <RowButton label={`Delete ${voucher.code}`} onClick={confirmDelete} danger>
            Delete
          </RowButton>
        </div>
      </td>
    </tr>
  );
}

const VOUCHER_COLUMNS: AdminColumn[] = [
  { label: 'Code' },
  { label: 'Discount' },
  { label: 'Min Subtotal' },
  { label: 'Used' },
  { label: 'Valid' },
  { label: 'State' },
  { label: 'Active' },
  { label: 'Actions', hidden: true },
];

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
      <QueryStates query={vouchers} failure="Request failed" empty="No vouchers yet.">
        {(rows) => (
          <AdminTable
            label="Vouchers table"
            caption="Vouchers"
            columns={VOUCHER_COLUMNS}
            minWidth="min-w-[58rem]"
            wide
            className="mt-4"
            stickyActions
          >
            {rows.map((voucher) => (
              <VoucherRow
                key={voucher.id}
                voucher={voucher}
                onEdit={() => setEditing({ voucher })}
              />
            ))}
          </AdminTable>
        )}
      </QueryStates>
      {editing && <VoucherDialog voucher={editing.voucher} onClose={() => setEditing(null)} />}
    </div>
  );
}
