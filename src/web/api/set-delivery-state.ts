import { adminOrderDeliveryStateApiPath } from '#shared/admin-api-paths.js';
import {
  type DeliveryStateUpdate,
  deliveryStateUpdateResponseSchema,
} from '#shared/schemas/admin-order.js';
import { api } from '#web/lib/api-client.ts';

/** PUT …/delivery-state: a delivery's next move (decision 0058), from an order or the run sheet. */
export function setDeliveryState(input: { orderId: number; move: DeliveryStateUpdate }) {
  return api.put(adminOrderDeliveryStateApiPath(input.orderId), input.move, {
    schema: deliveryStateUpdateResponseSchema,
  });
}

/** What a failed move says, wherever it was made. */
export const DELIVERY_MOVE_FAILURE = 'Failed to update the delivery';
