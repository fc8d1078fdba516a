import { type FormEvent, useRef, useState } from 'react';
import {
  BODY_BUILD_LABELS,
  BODY_BUILDS,
  FELT_FIRMNESS,
  FELT_FIRMNESS_LABELS,
  REVIEW_PHOTOS_MAX,
  SLEEP_POSITION_LABELS,
  SLEEP_POSITIONS,
} from '#shared/reviews.js';
import {
  type ReviewableOrder,
  type ReviewFields,
  type ReviewRequest,
  reviewFieldsSchema,
} from '#shared/schemas/reviews.js';
import { InputField, SelectField, TextAreaField } from '#web/components/admin-fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { PhotosField } from '#web/components/photos-field.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { photosProblem } from '#web/lib/storage-upload.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { uploadReviewPhoto, useEditReview, useWriteReview } from '../api/reviews';
import { StarInput } from './star-input';

type ReviewField = keyof ReviewRequest;
type Choice = '' | string;
/** The buyer's review as their order's page has it: what the form edits. */
export type WrittenReview = NonNullable<ReviewableOrder['products'][number]['review']>;

interface ReviewFormProps {
  orderId: number;
  token: string;
  productId: number;
  productName: string;
  suggestedName: string;
  /** The buyer's review to edit (its photos stay as they are); unset: a new one. */
  written?: WrittenReview | undefined;
  onSent: (message: string) => void;
  onCancel: () => void;
}

const optional = <Value extends string>(value: Choice) => (value === '' ? null : (value as Value));

/**
 * A review of one product the buyer received: stars, title, text, how they sleep and optional
 * photos. Every problem is shown at once, each at its field; the server checks it all again.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { orderId, token, productId, productName } = props;
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<ReviewField>(form);
  const { written } = props;
  const write = useWriteReview(orderId, token);
  const edit = useEditReview(orderId, token, written?.reviewId ?? 0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [rating, setRating] = useState(written?.rating ?? 0);
  const [draft, setDraft] = useState({
    title: written?.title ?? '',
    body: written?.body ?? '',
    authorName: written?.authorName ?? props.suggestedName,
    sleepPosition: written?.sleepPosition ?? '',
    bodyBuild: written?.bodyBuild ?? '',
    feltFirmness: written?.feltFirmness ?? '',
  });
  const bind = (field: keyof typeof draft) => ({
    name: field,
    value: draft[field],
    error: errorFor(field),
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
  });

  /** An edit keeps the review's photos; a new review uploads its own first. */
  async function send(fields: ReviewFields) {
    if (written) return edit.mutateAsync(fields);
    const photoKeys: string[] = [];
    for (const file of files) photoKeys.push(await uploadReviewPhoto(orderId, token, file));
    return write.mutateAsync({ ...fields, productId, photoKeys });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const parsed = reviewFieldsSchema.safeParse({
      ...draft,
      rating,
      sleepPosition: optional(draft.sleepPosition),
      bodyBuild: optional(draft.bodyBuild),
      feltFirmness: optional(draft.feltFirmness),
    });
    const problems = (parsed.success ? [] : parsed.error.issues).map((issue) => ({
      field: String(issue.path[0]) as ReviewField,
      message: issue.message,
    }));
    const photos = photosProblem(files, { max: REVIEW_PHOTOS_MAX, required: false });
    if (photos) problems.push({ field: 'photoKeys', message: photos });
    show(problems);
    if (!parsed.success || problems.length > 0) return;
    setSending(true);
    try {
      props.onSent((await send(parsed.data)).message);
    } catch (error) {
      const atFields = serverProblems<ReviewField>(error);
      if (atFields.length > 0) show(atFields);
      else setFailure(errorText(error, 'The review was not sent.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-label={`${written ? 'Edit your review' : 'Review'} of ${productName}`}
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <StarInput value={rating} onChange={setRating} error={errorFor('rating')} />
      </div>
      <InputField label="Title" className="sm:col-span-2" {...bind('title')} />
      <TextAreaField label="Your review" className="sm:col-span-2" rows={5} {...bind('body')} />
      <SelectField
        label="How you sleep (optional)"
        options={SLEEP_POSITIONS}
        optionLabel={(id) => SLEEP_POSITION_LABELS[id]}
        first={<option value="">Not said</option>}
        {...bind('sleepPosition')}
      />
      <SelectField
        label="Your build (optional)"
        options={BODY_BUILDS}
        optionLabel={(id) => BODY_BUILD_LABELS[id]}
        first={<option value="">Not said</option>}
        {...bind('bodyBuild')}
      />
      <SelectField
        label="How firm it felt (optional)"
        options={FELT_FIRMNESS}
        optionLabel={(id) => FELT_FIRMNESS_LABELS[id]}
        first={<option value="">Not said</option>}
        {...bind('feltFirmness')}
      />
      <InputField
        label="Name shown with the review"
        hint="Your first name and an initial is enough."
        {...bind('authorName')}
      />
      {!written && (
        <PhotosField
          label={`Photos (optional, up to ${REVIEW_PHOTOS_MAX})`}
          error={errorFor('photoKeys')}
          onFiles={setFiles}
        />
      )}
      {failure && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={sending} className={primaryButtonClass}>
          {sending ? 'Sending…' : written ? 'Save Changes' : 'Send Review'}
        </button>
        <button type="button" onClick={props.onCancel} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}
