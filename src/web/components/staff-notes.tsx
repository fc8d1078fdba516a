import { type FormEvent, useId, useState } from 'react';
import {
  NOTE_MAX_LENGTH,
  orderNoteRequestSchema,
  type StaffNote,
} from '#shared/schemas/customers.js';
import { formatDateTime } from '#shared/time.js';
import { checkValues } from '#web/lib/check-values.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { TextAreaField } from './admin-fields';
import { secondaryButtonClass } from './button-classes';

interface StaffNotesProps {
  notes: StaffNote[];
  /** Saves a note; resolves when saved, rejects with the server's answer when refused. */
  onAdd: (body: string) => Promise<unknown>;
  pending: boolean;
  /** Notes on a customer show which order each is about. */
  showOrder?: boolean;
}

/**
 * Internal notes on a customer or an order (issue 25): never shown to the customer, kept in the
 * audit trail, newest first; a new one is checked by the shared rule before it is sent.
 */
export function StaffNotes({ notes, onAdd, pending, showOrder = false }: StaffNotesProps) {
  const headingId = useId();
  const [body, setBody] = useState('');
  const { bind, setProblem, showServerProblem, clearOnInput } = useFieldProblem<'body'>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkValues(orderNoteRequestSchema, { body }, 'body');
    setProblem(checked.problem ? { field: 'body', message: checked.problem.message } : null);
    if (!checked.data) return;
    try {
      await onAdd(checked.data.body);
      setBody('');
    } catch (error) {
      showServerProblem(error);
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-lg text-navy">
        Internal notes
      </h3>
      <form onSubmit={submit} onInput={clearOnInput} noValidate className="grid gap-2">
        <TextAreaField
          label="Add a note (staff only)"
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          {...bind('body')}
        />
        <div>
          <button type="submit" className={secondaryButtonClass} disabled={pending}>
            {pending ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="text-sm text-muted">No notes yet.</p>
      ) : (
        <ul className="grid gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-sand bg-sand/30 p-3">
              <p className="whitespace-pre-line text-ink">{note.body}</p>
              <p className="mt-1 text-xs text-muted">
                {note.authorEmail} · {formatDateTime(note.createdAt)}
                {showOrder && note.orderId !== null && ` · Order #${note.orderId}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
