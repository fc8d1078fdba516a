import { useId, useState } from 'react';
import { shopInfo } from '#shared/shop-info.js';
import { shopDay } from '#shared/time.js';
import { InputField, SelectField } from '#web/components/admin-fields.tsx';
import { dangerButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { QueryStates } from '#web/components/query-states.tsx';
import { askConfirm } from '#web/lib/confirm.ts';
import { useCloseDay, useShowroomDay } from '../api/showroom-day';
import { SlotSettingsForm } from './slot-settings-form';
import { VisitCard } from './visit-card';

const showroomIds = shopInfo.stores.map((store) => String(store.id));
const nameOf = (id: string) => shopInfo.stores.find((store) => String(store.id) === id)?.name ?? id;

/**
 * Showroom visits (decision 0065): a showroom's day, its visits by time with what to have
 * ready, marked attended or no-show; closing the day for new bookings; the slot settings.
 */
export function ShowroomDayScreen() {
  const headingId = useId();
  const [showroomId, setShowroomId] = useState(showroomIds[0] ?? '1');
  // The browser's now, as staff see it: today's visits open first.
  const [date, setDate] = useState(() => shopDay(new Date()));
  const day = useShowroomDay({ showroomId: Number(showroomId), date });
  const closeDay = useCloseDay();

  async function toggleClosed(closed: boolean, booked: number) {
    if (closed) {
      const asked = await askConfirm({
        message: `Close ${nameOf(showroomId)} for visits on this day?`,
        detail:
          booked > 0
            ? `${booked} booked ${booked === 1 ? 'visit stays' : 'visits stay'}: call them from the list. New bookings are refused.`
            : 'New bookings are refused.',
        confirmLabel: 'Close the day',
        danger: true,
      });
      if (!asked) return;
    }
    closeDay.mutate({ showroomId: Number(showroomId), date, closed });
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl text-navy">
        Showroom visits
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">
        A showroom's day: who is coming, what to have ready, and who came.
      </p>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField
          label="Showroom"
          options={showroomIds}
          optionLabel={nameOf}
          value={showroomId}
          onChange={(event) => setShowroomId(event.target.value)}
          className="w-full sm:w-72"
        />
        <InputField
          label="Day"
          type="date"
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
          className="w-full sm:w-48"
        />
      </div>
      <QueryStates query={day} failure="Failed to load the showroom's day">
        {(shown) => {
          const booked = shown.visits.filter((visit) => visit.state === 'booked');
          return (
            <div className="mt-6 space-y-6">
              <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-sand/40 p-4">
                <SlotSettingsForm
                  key={`${shown.showroomId}:${shown.slotMinutes}:${shown.visitorsPerSlot}`}
                  showroomId={shown.showroomId}
                  slotMinutes={shown.slotMinutes}
                  visitorsPerSlot={shown.visitorsPerSlot}
                />
                <button
                  type="button"
                  disabled={closeDay.isPending}
                  onClick={() => toggleClosed(!shown.closed, booked.length)}
                  className={`${shown.closed ? secondaryButtonClass : dangerButtonClass} min-h-11`}
                >
                  {shown.closed ? 'Reopen the day' : 'Close the day'}
                </button>
              </div>
              {shown.closed && (
                <p
                  role="status"
                  className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
                >
                  {nameOf(showroomId)} is closed for visits on {shown.label}.{' '}
                  {booked.length > 0
                    ? `Call the ${booked.length} booked ${booked.length === 1 ? 'visitor' : 'visitors'} below to move their visit.`
                    : 'No visits are booked.'}
                </p>
              )}
              <h3 className="text-xl text-navy">
                {shown.label}:{' '}
                {shown.visits.length === 1 ? '1 visit' : `${shown.visits.length} visits`}
              </h3>
              {shown.visits.length === 0 ? (
                <p className="text-sm text-muted">No visits are booked for this day.</p>
              ) : (
                <ul className="grid gap-3">
                  {shown.visits.map((visit) => (
                    <li key={visit.id}>
                      <VisitCard visit={visit} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryStates>
    </section>
  );
}
