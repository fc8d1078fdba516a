import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminDeliveryServiceApiPath } from '#shared/admin-api-paths.js';
import { deliveryServicesApiPath } from '#shared/api-paths.js';
import type { DeliveryServiceCode } from '#shared/delivery-services.js';
import {
  type DeliveryService,
  deliveryServicesSchema,
  type UpdateDeliveryService,
} from '#shared/schemas/delivery-services.js';
import { deliveryServicesQueryKey } from '#web/api/get-delivery-services.ts';
import { api } from '#web/lib/api-client.ts';

const adminDeliveryServicesKey = ['admin', 'delivery-services'] as const;

/** GET /delivery-services: every service staff can price, offered or not. */
export function useAdminDeliveryServices() {
  return useQuery({
    queryKey: adminDeliveryServicesKey,
    queryFn: ({ signal }) =>
      api.get(deliveryServicesApiPath, { schema: deliveryServicesSchema, signal }),
  });
}

/**
 * PUT /admin/delivery-services/{code}: a service's price and offer. The answer is every service
 * as it now is, shown at once; the shop's own copy (the delivery page's, the bag's) is read
 * afresh. A refusal at a field shows there; any other failure is alerted.
 */
export function useSaveDeliveryService(code: DeliveryServiceCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateDeliveryService) =>
      api.put(adminDeliveryServiceApiPath(code), values, { schema: deliveryServicesSchema }),
    meta: { failure: 'Failed to save the delivery service', formShowsProblems: true },
    onSuccess: (services: DeliveryService[]) => {
      queryClient.setQueryData(adminDeliveryServicesKey, services);
      return queryClient.invalidateQueries({ queryKey: deliveryServicesQueryKey });
    },
  });
}
