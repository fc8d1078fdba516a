import { useId } from 'react';
import { QueryStates } from '#web/components/query-states.tsx';
import { useDeliveryPlaces } from '../api/delivery-places';
import { DayPlacesCard } from './day-places-card';
import { DefaultPlacesForm } from './default-places-form';

/** A day's card starts again from what the server holds whenever its places change there. */
const cardKey = (day: { date: string; windows: { places: number }[] }) =>
  `${day.date}:${day.windows.map((window) => window.places).join(',')}`;

/**
 * Deliveries: how many deliveries each window of each bookable day can take. A full window is
 * not offered to shoppers; 0 places closes it (decision 0057).
 */
export function DeliveryPlacesScreen() {
  const plan = useDeliveryPlaces();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl text-navy">
            Deliveries
          </h2>
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
  );
}
