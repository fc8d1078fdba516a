import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryServicesApiPath } from '#shared/api-paths.js';
import type { DeliveryService } from '#shared/schemas/delivery-services.js';
import { api } from '#web/lib/api-client.ts';
import { CATALOG_SCOPE } from '#web/lib/query-keys.ts';

/**
 * Under the catalogue's scope: the same answer for every visitor, so the server renders the
 * prices into the delivery page and FAQ and hands them to the browser's cache. The pages it
 * renders are dropped when staff change a service (migration 0030's trigger).
 */
export const deliveryServicesQueryKey = [CATALOG_SCOPE, 'delivery-services'] as const;

/** GET /delivery-services: every service, offered or not, with its price in cents. */
export function getDeliveryServices(signal?: AbortSignal): Promise<DeliveryService[]> {
  return api.get(deliveryServicesApiPath, {
    // The information pages' loaders ask before the page's code (and zod) have loaded.
    schema: async () =>
      (await import('#shared/schemas/delivery-services.js')).deliveryServicesSchema,
    signal,
  });
}

export function getDeliveryServicesQueryOptions() {
  return queryOptions({
    queryKey: deliveryServicesQueryKey,
    queryFn: ({ signal }) => getDeliveryServices(signal),
  });
}

export function useDeliveryServices() {
  return useQuery(getDeliveryServicesQueryOptions());
}
