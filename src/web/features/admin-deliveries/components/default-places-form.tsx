import { type FormEvent, useState } from 'react';
import { DELIVERY_PLACES_MAX } from '#shared/schemas/delivery-places.js';
import { NumberField } from '#web/components/admin-fields.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { useSetDefaultPlaces } from '../api/delivery-places';
import { placesOf } from '../lib/places-text';

/** The places of every window a day does not set otherwise. */
export function DefaultPlacesForm({ places }: { places: number }) {
  const save = useSetDefaultPlaces();
  const [text, setText] = useState(String(places));
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = placesOf(text);
    if ('problem' in typed) setProblem(typed.problem);
    else save.mutate(typed.places);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <NumberField
        label="Places per window"
        hint="Every window not set for its day"
        error={problem}
        inputMode="numeric"
        max={DELIVERY_PLACES_MAX}
        step={1}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
        controlClassName="w-28"
      />
      <button type="submit" disabled={save.isPending} className={secondaryButtonClass}>
        Save
      </button>
    </form>
  );
}
