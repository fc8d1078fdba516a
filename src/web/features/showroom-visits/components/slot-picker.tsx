import { shopInfo } from '#shared/shop-info.js';
import { controlClass, Field } from '#web/components/form-field.tsx';
import { useShowroomCalendar } from '../api/visits';
import { Choice, ChoiceGroup } from './choice-group';

/** The slot as the form holds it: empty strings until chosen. */
export interface SlotDraft {
  showroomId: string;
  date: string;
  start: string;
}

export type SlotField = keyof SlotDraft;

interface SlotPickerProps {
  draft: SlotDraft;
  onChange: (draft: SlotDraft) => void;
  errorFor: (field: SlotField) => string | undefined;
}

/**
 * The showroom, then a day from tomorrow to 30 days ahead, then a time within its opening hours,
 * as the server offers them: closed days and full times cannot be chosen.
 */
export function SlotPicker({ draft, onChange, errorFor }: SlotPickerProps) {
  const calendar = useShowroomCalendar(draft.showroomId ? Number(draft.showroomId) : undefined);
  const days = calendar.data?.days ?? [];
  const day = days.find((candidate) => candidate.date === draft.date);

  return (
    <>
      <ChoiceGroup legend="Showroom" name="showroomId" error={errorFor('showroomId')}>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {shopInfo.stores.map((store) => (
            <Choice
              key={store.id}
              name="showroomId"
              value={String(store.id)}
              checked={draft.showroomId === String(store.id)}
              onChange={(showroomId) => onChange({ showroomId, date: '', start: '' })}
            >
              <span className="grid">
                <span className="font-medium">{store.name}</span>
                <span className="text-xs opacity-80">{store.address}</span>
                <span className="text-xs opacity-80">{store.hours}</span>
              </span>
            </Choice>
          ))}
        </div>
      </ChoiceGroup>
      <Field label="Day" error={errorFor('date')}>
        {(control) => (
          <select
            {...control}
            name="date"
            value={draft.date}
            disabled={!calendar.data}
            onChange={(event) => onChange({ ...draft, date: event.target.value, start: '' })}
            className={controlClass}
          >
            <option value="" disabled>
              {draft.showroomId ? 'Choose a day…' : 'Choose a showroom first'}
            </option>
            {days.map((candidate) => {
              const full = candidate.slots.every((slot) => slot.left === 0);
              const note = candidate.closed ? ' (closed)' : full ? ' (fully booked)' : '';
              return (
                <option
                  key={candidate.date}
                  value={candidate.date}
                  disabled={candidate.closed || full}
                >
                  {candidate.label}
                  {note}
                </option>
              );
            })}
          </select>
        )}
      </Field>
      <ChoiceGroup legend="Time" name="start" error={errorFor('start')}>
        {day ? (
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {day.slots.map((slot) => (
              <Choice
                key={slot.start}
                name="start"
                value={String(slot.start)}
                checked={draft.start === String(slot.start)}
                disabled={slot.left === 0}
                onChange={(start) => onChange({ ...draft, start })}
              >
                <span className="grid w-full text-center">
                  <span className="font-medium">{slot.label}</span>
                  {slot.left === 0 && <span className="text-xs">Full</span>}
                </span>
              </Choice>
            ))}
          </div>
        ) : (
          <p className="mt-1.5 text-sm text-muted">Choose a day to see its times.</p>
        )}
      </ChoiceGroup>
    </>
  );
}
