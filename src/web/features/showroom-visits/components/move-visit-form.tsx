import { type FormEvent, useRef, useState } from 'react';
import type { Visit } from '#shared/schemas/showroom-visits.js';
import { type VisitSlot, visitSlotSchema } from '#shared/schemas/showroom-visits.js';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useMoveVisit } from '../api/visits';
import { type SlotDraft, type SlotField, SlotPicker } from './slot-picker';

interface MoveVisitFormProps {
  token: string;
  visit: Visit;
  onMoved: (message: string) => void;
}

/** Another showroom, day or time for the visit, taken as a booking takes one. */
export function MoveVisitForm({ token, visit, onMoved }: MoveVisitFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<SlotField>(form);
  const move = useMoveVisit(token);
  const [failure, setFailure] = useState('');
  const [slot, setSlot] = useState<SlotDraft>({
    showroomId: String(visit.showroomId),
    date: '',
    start: '',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const parsed = visitSlotSchema.safeParse({
      showroomId: Number(slot.showroomId),
      date: slot.date,
      start: slot.start === '' ? undefined : Number(slot.start),
    });
    if (!parsed.success) {
      show(
        parsed.error.issues.map((issue) => ({
          field: String(issue.path[0]) as SlotField,
          message: issue.message,
        })),
      );
      return;
    }
    try {
      onMoved((await move.mutateAsync(parsed.data satisfies VisitSlot)).message);
    } catch (error) {
      const atFields = serverProblems<SlotField>(error);
      if (atFields.length > 0) show(atFields);
      else setFailure(errorText(error, 'The visit was not moved. Please try again.'));
    }
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-label="Move the visit"
      className="grid gap-6"
    >
      <SlotPicker draft={slot} onChange={setSlot} errorFor={errorFor} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <SubmitButton
        pending={move.isPending}
        label="Move the visit"
        pendingLabel="Moving…"
        className="sm:w-auto"
      />
    </form>
  );
}
