import { type FormEvent, useRef, useState } from 'react';
import { REVIEW_NOTE_MAX } from '#shared/reviews.js';
import {
  type AdminReview,
  type MODERATION_DECISIONS,
  moderationRequestSchema,
} from '#shared/schemas/reviews.js';
import { InputField } from '#web/components/admin-fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { schemaProblems } from '#web/lib/check-values.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useModerateReview } from '../api/reviews';

type Field = 'decision' | 'note';
type Decision = (typeof MODERATION_DECISIONS)[number];

/** Approve (it shows at once) or reject with a note shoppers never see; said at its field. */
export function ModerationForm({ review }: { review: AdminReview }) {
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<Field>(form);
  const moderate = useModerateReview(review.reviewId);
  const [note, setNote] = useState('');

  function decide(decision: Decision) {
    const parsed = moderationRequestSchema.safeParse({ decision, note });
    if (!parsed.success) return show(schemaProblems<Field>(parsed.error));
    show([]);
    moderate.mutate(parsed.data, { onError: (error) => show(serverProblems<Field>(error)) });
  }

  const refusal = moderate.isError && serverProblems(moderate.error).length === 0;
  return (
    <form
      ref={form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        decide('approved');
      }}
      onInput={clearOnInput}
      noValidate
      aria-label={`Moderate review #${review.reviewId}`}
      className="mt-4 grid gap-3"
    >
      <InputField
        label="Note (why it is rejected; shoppers never see it)"
        name="note"
        value={note}
        maxLength={REVIEW_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        error={errorFor('note')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={moderate.isPending} className={primaryButtonClass}>
          Approve
        </button>
        <button
          type="button"
          disabled={moderate.isPending}
          onClick={() => decide('rejected')}
          className={secondaryButtonClass}
        >
          Reject
        </button>
      </div>
      {refusal && (
        <FormMessage tone="error">
          {errorText(moderate.error, 'The review was not changed.')}
        </FormMessage>
      )}
    </form>
  );
}
