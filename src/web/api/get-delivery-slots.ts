import { useQuery } from '@tanstack/react-query';
import { deliverySlotsApiPath } from '#shared/api-paths.js';
import { deliverySlotsResponseSchema } from '#shared/schemas/delivery.js';
import { api } from '#web/lib/api-client.ts';

/** GET /checkout/delivery-slots: the days and windows the shop can deliver an order placed now. */
export function useDeliverySlots(enabled: boolean) {
  return useQuery({
    queryKey: ['delivery-slots'],
    queryFn: ({ signal }) =>
      api.get(deliverySlotsApiPath, { schema: deliverySlotsResponseSchema, signal }),
    enabled,
    // The days move at Singapore's midnight; a bag left open for hours asks again.
    staleTime: 5 * 60_000,
  });
}
