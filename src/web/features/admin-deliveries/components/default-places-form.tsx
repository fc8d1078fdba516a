import { DELIVERY_PLACES_MAX, DELIVERY_PLACES_MESSAGES } from '#shared/schemas/delivery-places.js';
import { SettingNumberForm } from '#web/components/setting-number-form.tsx';
import { useSetDefaultPlaces } from '../api/delivery-places';

/** The places of every window a day does not set otherwise. */
export function DefaultPlacesForm({ places }: { places: number }) {
  const save = useSetDefaultPlaces();
  return (
    <SettingNumberForm
      label="Places per window"
      hint="Every window not set for its day"
      value={places}
      max={DELIVERY_PLACES_MAX}
      problem={DELIVERY_PLACES_MESSAGES.places}
      saving={save.isPending}
      onSave={(value) => save.mutate(value)}
    />
  );
}
