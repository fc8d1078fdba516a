import { useId } from 'react';
import { QueryStates } from '#web/components/query-states.tsx';
import { useDeliveryPlaces } from '../api/delivery-places';
import { DayPlacesCard } from './day-places-card';
import { DefaultPlacesForm } from './default-places-form';
import { DeliveryServicesSection } from './delivery-services-section';

/** A day's card starts again from what the server holds whenever its places change there. */
const cardKey = (day: { date: string; windows: { places: number }[] }) =>
  `${day.date}:${day.windows.map((window) => window.places).join(',')}`;

/**
 * Deliveries: the services shoppers can add to one (decision 0061), then how many deliveries
 * each window of each bookable day can take. A full window is not offered to shoppers; 0 places
 * closes it (decision 0057). The few services come first: the days run on for weeks below.
 */
export function DeliveryPlacesScreen() {
  const plan = useDeliveryPlaces();
  const headingId = useId();
  const placesHeadingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl text-navy">
        Deliveries
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        The services shoppers can add to a delivery, and how many deliveries each window can take.
      </p>
      <div className="mt-6">
        <DeliveryServicesSection />
      </div>
      <section aria-labelledby={placesHeadingId} className="mt-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h3 id={placesHeadingId} className="text-xl text-navy">
              Delivery places
            </h3>
            <p className="mt-1 max-w-prose text-sm text-muted">
              How many deliveries each window can take. Shoppers are not offered a full window; 0
              places closes it.
            </p>
          </div>
          {plan.data && (
            <DefaultPlacesForm key={plan.data.defaultPlaces} places={plan.data.defaultPlaces} />
          )}
        </div>
        <QueryStates query={plan} failure="Failed to load delivery places">
          {({ days, defaultPlaces }) => (
            <div className="mt-6 grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-4">
              {days.map((day) => (
                <DayPlacesCard key={cardKey(day)} day={day} defaultPlaces={defaultPlaces} />
              ))}
            </div>
          )}
        </QueryStates>
      </section>
    </section>
  );
}
