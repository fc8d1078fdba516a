import type { OrderDeliveryStepRow } from '#server/db/schema/index.js';
import type { AdminDeliveryStep } from '#shared/schemas/admin-order.js';
import type { DeliveryStep } from '#shared/schemas/order.js';

/** The customer's view of the steps: booked when the order was placed, then each move. */
export function customerDeliverySteps(
  placedAt: Date,
  rows: readonly OrderDeliveryStepRow[],
): DeliveryStep[] {
  return [
    { state: 'booked', at: placedAt.toISOString(), note: '' },
    ...rows.map((row) => ({ state: row.state, at: row.changedAt.toISOString(), note: row.note })),
  ];
}

/** Staff see who made each move; null is the shop's day-before confirmation. */
export function adminDeliverySteps(rows: readonly OrderDeliveryStepRow[]): AdminDeliveryStep[] {
  return rows.map((row) => ({
    state: row.state,
    at: row.changedAt.toISOString(),
    note: row.note,
    by: row.changedByEmail,
  }));
}
