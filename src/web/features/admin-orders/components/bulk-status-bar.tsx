import { customerToldOf } from '#shared/constants.js';
import { BULK_ORDER_STATUSES, type BulkOrderStatus } from '#shared/schemas/admin-order.js';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { ChosenBar } from '#web/components/chosen-bar.tsx';
import { askConfirm } from '#web/lib/confirm.ts';
import { showToast } from '#web/lib/toasts.ts';
import { useSetOrderStatuses } from '../api/set-order-statuses';
import { STATUS_ACTION_LABELS } from './order-detail-dialog';

interface BulkStatusBarProps {
  selected: number[];
  onDone: () => void;
}

/**
 * What several chosen orders can be given at once (issue 25): paid or processing, asked once for
 * all of them; refunds and failures stay one order at a time, in its own view.
 */
export function BulkStatusBar({ selected, onDone }: BulkStatusBarProps) {
  const save = useSetOrderStatuses();
  if (selected.length === 0) return null;
  const orders = selected.length === 1 ? '1 order' : `${selected.length} orders`;

  async function mark(status: BulkOrderStatus) {
    const confirmed = await askConfirm({
      message: `Mark ${orders} as ${status}?`,
      detail: customerToldOf(status),
      confirmLabel: STATUS_ACTION_LABELS[status],
    });
    if (!confirmed) return;
    save.mutate(
      { orderIds: selected, status },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          onDone();
        },
      },
    );
  }

  return (
    <ChosenBar label="Chosen orders" summary={`${orders} chosen`} onClear={onDone}>
      {BULK_ORDER_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          disabled={save.isPending}
          onClick={() => void mark(status)}
          className={secondaryButtonClass}
        >
          {STATUS_ACTION_LABELS[status]}
        </button>
      ))}
    </ChosenBar>
  );
}
