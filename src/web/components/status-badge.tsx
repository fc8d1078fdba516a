import type { OrderStatus } from '#shared/constants.js';

const LOOK: Record<OrderStatus, string> = {
  paid: 'bg-success/10 text-success',
  processing: 'bg-gold/15 text-gold-deep',
  failed: 'bg-danger/10 text-danger',
  refunded: 'bg-sand text-navy',
};

/** An order status in words (colour only repeats it). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${LOOK[status]}`}
    >
      {status}
    </span>
  );
}
