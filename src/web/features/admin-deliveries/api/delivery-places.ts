import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deliveryDayPlacesApiPath,
  deliveryDefaultPlacesApiPath,
  deliveryPlacesApiPath,
} from '#shared/admin-api-paths.js';
import {
  type DeliveryPlaces,
  deliveryPlacesSchema,
  type SetDayPlaces,
} from '#shared/schemas/delivery-places.js';
import { api } from '#web/lib/api-client.ts';

const deliveryPlacesKey = ['admin', 'delivery-places'] as const;

/** GET /admin/delivery-places: every bookable day, each window's places and bookings. */
export function useDeliveryPlaces() {
  return useQuery(
    queryOptions({
      queryKey: deliveryPlacesKey,
      queryFn: ({ signal }) =>
        api.get(deliveryPlacesApiPath, { schema: deliveryPlacesSchema, signal }),
    }),
  );
}

/** Each change answers the plan as it now is: shown at once, without asking again. */
function useSavePlan<Input>(send: (input: Input) => Promise<DeliveryPlaces>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { failure: 'Failed to save delivery places' },
    onSuccess: (plan: DeliveryPlaces) => queryClient.setQueryData(deliveryPlacesKey, plan),
  });
}

/** PUT /admin/delivery-places/day: one window of a day, or (window null) the whole day. */
export function useSetDayPlaces() {
  return useSavePlan((asked: SetDayPlaces) =>
    api.put(deliveryDayPlacesApiPath, asked, { schema: deliveryPlacesSchema }),
  );
}

/** PUT /admin/delivery-places/default: the places of every window not set for its day. */
export function useSetDefaultPlaces() {
  return useSavePlan((places: number) =>
    api.put(deliveryDefaultPlacesApiPath, { places }, { schema: deliveryPlacesSchema }),
  );
}
