import { type FormEvent, useId, useState } from 'react';
import type { DeliveryWindow } from '#shared/delivery.js';
import { DELIVERY_PLACES_MAX, type DeliveryPlaces } from '#shared/schemas/delivery-places.js';
import { NumberField } from '#web/components/admin-fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { askConfirm } from '#web/lib/confirm.ts';
import { useSetDayPlaces } from '../api/delivery-places';
import { placesOf } from '../lib/places-text';

type PlannedDay = DeliveryPlaces['days'][number];

const bookedText = (booked: number) => (booked === 1 ? '1 booked' : `${booked} booked`);

/**
 * One bookable day: each window's places (editable, saved together) and bookings, and the day
 * closed or reopened at once. Fewer places than bookings keeps the bookings and takes no more.
 */
export function DayPlacesCard({ day, defaultPlaces }: { day: PlannedDay; defaultPlaces: number }) {
  const save = useSetDayPlaces();
  const headingId = useId();
  const [texts, setTexts] = useState(() =>
    Object.fromEntries(day.windows.map((window) => [window.id, String(window.places)])),
  );
  const [problems, setProblems] = useState<Partial<Record<DeliveryWindow, string>>>({});
  const closed = day.windows.every((window) => window.places === 0);
  const booked = day.windows.reduce((sum, window) => sum + window.booked, 0);
  const changed = day.windows.filter((window) => texts[window.id] !== String(window.places));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = changed.map((window) => ({ window, typed: placesOf(texts[window.id] ?? '') }));
    const found = Object.fromEntries(
      typed.flatMap(({ window, typed: t }) => ('problem' in t ? [[window.id, t.problem]] : [])),
    );
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      for (const { window, typed: t } of typed) {
        if ('places' in t)
          await save.mutateAsync({ date: day.date, window: window.id, places: t.places });
      }
    } catch {
      // A failed save is told by the mutation's toast; what was saved before it shows.
    }
  }

  async function closeOrReopen() {
    if (!closed) {
      const question = {
        message: `Close ${day.label} for deliveries?`,
        detail:
          booked > 0
            ? `The ${bookedText(booked)} stay booked; no more deliveries are taken that day.`
            : 'No deliveries are taken that day.',
        confirmLabel: 'Close day',
        danger: true,
      };
      if (!(await askConfirm(question))) return;
    }
    save.mutate({ date: day.date, window: null, places: closed ? defaultPlaces : 0 });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-sand bg-white p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h4 id={headingId} className="font-semibold text-navy">
          {day.label}
        </h4>
        <span className={`text-sm ${closed ? 'font-semibold text-danger' : 'text-muted'}`}>
          {closed ? 'Closed' : bookedText(booked)}
        </span>
      </div>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
        {day.windows.map((window) => (
          <NumberField
            key={window.id}
            label={`${window.label} places`}
            hint={`${bookedText(window.booked)}${window.setForDay ? '' : ' · default'}`}
            error={problems[window.id]}
            inputMode="numeric"
            max={DELIVERY_PLACES_MAX}
            step={1}
            value={texts[window.id] ?? ''}
            onChange={(event) => {
              setTexts({ ...texts, [window.id]: event.target.value });
              setProblems({ ...problems, [window.id]: undefined });
            }}
          />
        ))}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={save.isPending || changed.length === 0}
            className={primaryButtonClass}
          >
            Save
          </button>
          <button
            type="button"
            onClick={closeOrReopen}
            disabled={save.isPending}
            className={secondaryButtonClass}
          >
            {closed ? 'Reopen day' : 'Close day'}
          </button>
        </div>
      </form>
    </section>
  );
}
