import { useId } from 'react';
import { DELIVERY_SERVICE_CODES } from '#shared/delivery-services.js';
import { useDeliveryServices } from '#web/api/get-delivery-services.ts';
import { QueryStates } from '#web/components/query-states.tsx';
import { DeliveryServiceForm } from './delivery-service-form';

/** The services in the order the shop's words list them, whatever order the answer has. */
const inCodeOrder = <Service extends { code: (typeof DELIVERY_SERVICE_CODES)[number] }>(
  list: readonly Service[],
) =>
  [...list].sort(
    (a, b) => DELIVERY_SERVICE_CODES.indexOf(a.code) - DELIVERY_SERVICE_CODES.indexOf(b.code),
  );

/**
 * The services shoppers can add to a delivery (decision 0061): what each costs and whether
 * checkout offers it. One not offered stays on the delivery page as not offered at the moment.
 */
export function DeliveryServicesSection() {
  const services = useDeliveryServices();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-xl text-navy">
        Delivery services
      </h3>
      <p className="mt-1 max-w-prose text-sm text-muted">
        What shoppers can add to a delivery at checkout. A service not offered is left out of
        checkout, and the delivery page says it is not offered at the moment.
      </p>
      <QueryStates query={services} failure="Failed to load delivery services">
        {(list) => (
          <div className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
            {inCodeOrder(list).map((service) => (
              <DeliveryServiceForm key={service.code} service={service} />
            ))}
          </div>
        )}
      </QueryStates>
    </section>
  );
}
