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

/** The voucher's on/off switch; the State column says what it amounts to. */
function ActiveSwitch({ voucher }: { voucher: Voucher }) {
  const setActive = useSetVoucherActive();
  return (
    <Switch
      label={`Voucher ${voucher.code} active`}
      checked={voucher.active}
      onText="On"
      offText="Off"
      disabled={setActive.isPending}
      onChange={(active) => setActive.mutate({ id: voucher.id, active })}
    />
  );
}

/** A row's Edit and Delete (asked first: it cannot be undone). */
function VoucherButtons({ voucher, onEdit }: { voucher: Voucher; onEdit: () => void }) {
  const remove = useDeleteVoucher();
  async function confirmDelete() {
    const message = `Delete voucher ${voucher.code}? This cannot be undone.`;
    if (!(await askConfirm({ message, confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(voucher.id);
  }
  return (
    <div className="flex gap-2">
      <RowButton label={`Edit ${voucher.code}`} onClick={onEdit}>
        Edit
      </RowButton>
      <RowButton label={`Delete ${voucher.code}`} onClick={confirmDelete} danger>
        Delete
      </RowButton>
    </div>
  );
}

function voucherColumns(onEdit: (voucher: Voucher) => void): AdminColumn<Voucher>[] {
  return [
    {
      label: 'Code',
      kind: 'name',
      cell: (voucher) => <span className="font-mono">{voucher.code}</span>,
    },
    {
      label: 'Discount',
      cell: (voucher) => (
        <>
          {discountOf(voucher)}
          <span className="block text-xs text-muted">{VOUCHER_TYPE_LABELS[voucher.kind]}</span>
        </>
      ),
    },
    { label: 'Min Subtotal', cell: (voucher) => formatCents(voucher.min_subtotal_cents) },
    {
      label: 'Used',
      className: 'tabular-nums',
      cell: (voucher) =>
        `${voucher.used_count} / ${voucher.max_uses === 0 ? '∞' : voucher.max_uses}`,
    },
    { label: 'Valid', card: 'across', cell: windowOf },
    {
      label: 'State',
      cell: (voucher) => (
        <span className={STATE_CLASS[voucher.state]}>{VOUCHER_STATE_LABELS[voucher.state]}</span>
      ),
    },
    { label: 'Active', cell: (voucher) => <ActiveSwitch voucher={voucher} /> },
    {
      label: 'Actions',
      kind: 'actions',
      hidden: true,
      cell: (voucher) => <VoucherButtons voucher={voucher} onEdit={() => onEdit(voucher)} />,
    },
  ];
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
      <QueryStates query={vouchers} failure="Request failed" empty="No vouchers yet.">
        {(rows) => (
          <AdminTable
            label="Vouchers table"
            caption="Vouchers"
            columns={voucherColumns((voucher) => setEditing({ voucher }))}
            rows={rows}
            rowKey={(voucher) => voucher.id}
            minWidth={56}
            wide
            className="mt-4"
          />
        )}
      </QueryStates>
      {editing && <VoucherDialog voucher={editing.voucher} onClose={() => setEditing(null)} />}
    </div>
  );
}
