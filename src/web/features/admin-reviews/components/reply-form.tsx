import { type FormEvent, useRef, useState } from 'react';
import { REPLY_FROM, REVIEW_REPLY_MAX } from '#shared/reviews.js';
import { type AdminReview, replyRequestSchema } from '#shared/schemas/reviews.js';
import { TextAreaField } from '#web/components/admin-fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { schemaProblems } from '#web/lib/check-values.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { useReplyToReview } from '../api/reviews';

/**
 * Staff's public reply under an approved review, shown on the product page as "Reply from
 * 8etterSleep": written, changed or removed here, each audited as moderation is.
 */
export function ReplyForm({ review }: { review: AdminReview }) {
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<'body'>(form);
  const reply = useReplyToReview(review.reviewId);
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [done, setDone] = useState('');

  function send(asked: { body: string } | null) {
    setDone('');
    if (asked) {
      const parsed = replyRequestSchema.safeParse(asked);
      if (!parsed.success) return show(schemaProblems<'body'>(parsed.error));
    }
    show([]);
    reply.mutate(asked, {
      onSuccess: (answer) => {
        setBody(answer.review.reply?.body ?? '');
        setDone(answer.message);
      },
      onError: (error) => show(serverProblems<'body'>(error)),
    });
  }

  const refusal = reply.isError && serverProblems(reply.error).length === 0;
  return (
    <form
      ref={form}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send({ body });
      }}
      onInput={clearOnInput}
      noValidate
      aria-label={`Reply to review #${review.reviewId}`}
      className="mt-4 grid gap-3"
    >
      <TextAreaField
        label="Public reply (shown under the review)"
        hint={`Up to ${REVIEW_REPLY_MAX} characters; shoppers see it as “${REPLY_FROM}”.`}
        name="body"
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={errorFor('body')}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={reply.isPending} className={primaryButtonClass}>
          {review.reply ? 'Save reply' : 'Post reply'}
        </button>
        {review.reply && (
          <button
            type="button"
            disabled={reply.isPending}
            onClick={() => send(null)}
            className={secondaryButtonClass}
          >
            Remove reply
          </button>
        )}
      </div>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {refusal && (
        <FormMessage tone="error">{errorText(reply.error, 'The reply was not saved.')}</FormMessage>
      )}
    </form>
  );
}
