import { getDeliveryServicesQueryOptions } from '#web/api/get-delivery-services.ts';
import type { PageData } from '#web/lib/page-data.ts';

/**
 * The delivery page's and the FAQ's data (src/web/lib/page-data.ts): the delivery services'
 * prices, which staff change, so the server renders them as they are now.
 */
export const servicesData: PageData = ({ queryClient }) =>
  queryClient.prefetchQuery(getDeliveryServicesQueryOptions());
