import { type FormEvent, useRef, useState } from 'react';
import { type BookVisit, bookVisitSchema } from '#shared/schemas/showroom-visits.js';
import { FormField } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useBookVisit } from '../api/visits';
import { MattressChoice } from './mattress-choice';
import { type SlotDraft, SlotPicker } from './slot-picker';

type VisitField = keyof BookVisit;

interface VisitFormProps {
  /** Mattresses ticked already (the product page's link names its own). */
  mattressIds: number[];
  onBooked: (message: string) => void;
}

/** Every problem of the form at once, each at its field, by the server's own schema. */
function problemsOf(values: Record<string, unknown>) {
  const parsed = bookVisitSchema.safeParse(values);
  const problems = (parsed.success ? [] : parsed.error.issues).map((issue) => ({
    field: String(issue.path[0]) as VisitField,
    message: issue.message,
  }));
  return { booking: parsed.success ? parsed.data : undefined, problems };
}

/**
 * Booking a showroom visit: the slot, the mattresses to try, and who is coming. The personal
 * data is asked for this visit alone, and the form says so (PDPA).
 */
export function VisitForm({ mattressIds, onBooked }: VisitFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<VisitField>(form);
  const book = useBookVisit();
  const [slot, setSlot] = useState<SlotDraft>({ showroomId: '', date: '', start: '' });
  const [chosen, setChosen] = useState(mattressIds);
  const [person, setPerson] = useState({ name: '', phone: '', email: '' });
  const [failure, setFailure] = useState('');
  const bind = (field: keyof typeof person) => ({
    name: field,
    value: person[field],
    error: errorFor(field),
    onChange: (event: { target: { value: string } }) =>
      setPerson((current) => ({ ...current, [field]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const { booking, problems } = problemsOf({
      showroomId: slot.showroomId === '' ? undefined : Number(slot.showroomId),
      date: slot.date,
      start: slot.start === '' ? undefined : Number(slot.start),
      mattressIds: chosen,
      ...person,
    });
    show(problems);
    if (!booking || problems.length > 0) return;
    try {
      onBooked((await book.mutateAsync(booking)).message);
    } catch (error) {
      const atFields = serverProblems<VisitField>(error);
      if (atFields.length > 0) show(atFields);
      else setFailure(errorText(error, 'The visit was not booked. Please try again.'));
    }
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-label="Book a showroom visit"
      className="grid gap-6"
    >
      <SlotPicker draft={slot} onChange={setSlot} errorFor={errorFor} />
      <MattressChoice chosen={chosen} onChange={setChosen} error={errorFor('mattressIds')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Name" autoComplete="name" {...bind('name')} />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="A Singapore number, such as 9123 4567."
          {...bind('phone')}
        />
        <FormField label="Email" type="email" autoComplete="email" {...bind('email')} />
      </div>
      <p className="text-sm leading-relaxed text-muted">
        We use your name, phone and e-mail only for this visit: to confirm it, remind you the day
        before and reach you if the showroom must change it. We delete them 12 months after the
        visit.
      </p>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <SubmitButton
        pending={book.isPending}
        label="Book the visit"
        pendingLabel="Booking…"
        className="sm:w-auto"
      />
    </form>
  );
}
