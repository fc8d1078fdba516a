import { type FormEvent, useState } from 'react';
import { VISIT_MESSAGES } from '#shared/schemas/showroom-visits.js';
import { SLOT_MINUTES_CHOICES, VISITORS_PER_SLOT_MAX } from '#shared/showrooms.js';
import { NumberField, SelectField } from '#web/components/admin-fields.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { useSaveSlotSettings } from '../api/showroom-day';

interface SlotSettingsFormProps {
  showroomId: number;
  slotMinutes: number;
  visitorsPerSlot: number;
}

/** A showroom's slot length and visitors per slot; booked visits keep their times. */
export function SlotSettingsForm({
  showroomId,
  slotMinutes,
  visitorsPerSlot,
}: SlotSettingsFormProps) {
  const save = useSaveSlotSettings();
  const [minutes, setMinutes] = useState(String(slotMinutes));
  const [visitors, setVisitors] = useState(String(visitorsPerSlot));
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const count = Number(visitors);
    if (
      visitors.trim() === '' ||
      !Number.isInteger(count) ||
      count < 0 ||
      count > VISITORS_PER_SLOT_MAX
    ) {
      setProblem(VISIT_MESSAGES.visitors);
      return;
    }
    setProblem(undefined);
    save.mutate({ showroomId, slotMinutes: Number(minutes), visitorsPerSlot: count });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Slot settings"
      className="flex flex-wrap items-end gap-3"
    >
      <SelectField
        label="Slot length"
        options={SLOT_MINUTES_CHOICES.map(String)}
        optionLabel={(value) => `${value} minutes`}
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
        className="w-36"
      />
      <NumberField
        label="Visitors per slot"
        step={1}
        max={VISITORS_PER_SLOT_MAX}
        inputMode="numeric"
        value={visitors}
        error={problem}
        onChange={(event) => setVisitors(event.target.value)}
        className="w-36"
      />
      <button
        type="submit"
        disabled={save.isPending}
        className={`${secondaryButtonClass} min-h-11`}
      >
        {save.isPending ? 'Saving…' : 'Save slots'}
      </button>
    </form>
  );
}
