import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminDeliveryServiceApiPath } from '#shared/admin-api-paths.js';
import type { DeliveryServiceCode } from '#shared/delivery-services.js';
import {
  type DeliveryService,
  deliveryServicesSchema,
  type UpdateDeliveryService,
} from '#shared/schemas/delivery-services.js';
import { deliveryServicesQueryKey } from '#web/api/get-delivery-services.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * PUT /admin/delivery-services/{code}: a service's price and offer. The answer is every service
 * as it now is: the one list the admin, the delivery page and the bag read (useDeliveryServices)
 * takes it at once. A refusal at a field shows there; any other failure is alerted.
 */
export function useSaveDeliveryService(code: DeliveryServiceCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateDeliveryService) =>
      api.put(adminDeliveryServiceApiPath(code), values, { schema: deliveryServicesSchema }),
    meta: { failure: 'Failed to save the delivery service', formShowsProblems: true },
    onSuccess: (services: DeliveryService[]) =>
      queryClient.setQueryData(deliveryServicesQueryKey, services),
  });
}
