import { type FormEvent, useRef, useState } from 'react';
import { DELIVERY_WINDOW_LABELS, DELIVERY_WINDOWS } from '#shared/delivery.js';
import {
  type ClaimRequest,
  claimDetailsSchema,
  type OrderWarranty,
} from '#shared/schemas/warranty.js';
import { CLAIM_PHOTOS_MAX } from '#shared/warranty-claims.js';
import { FAULT_KINDS, FAULT_LABELS } from '#shared/warranty-cost.js';
import {
  chooseOption,
  InputField,
  NumberField,
  SelectField,
  TextAreaField,
} from '#web/components/admin-fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { ClaimCost } from '#web/components/claim-cost.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { PhotosField } from '#web/components/photos-field.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { photosProblem } from '#web/lib/storage-upload.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { uploadClaimPhoto, useFileClaim } from '../api/order-warranty';
import { type ClaimDraft, claimDetailsOf, previewCost } from '../lib/claim-draft';

type ClaimField = keyof ClaimRequest;

interface ClaimFormProps {
  orderId: number;
  sessionId: string;
  warranty: OrderWarranty & { deliveredAt: string };
  onFiled: (message: string) => void;
  onCancel: () => void;
}

/** Every problem of the draft and its photos, each at its field, found before anything is sent. */
function problemsOf(draft: ClaimDraft, files: File[]) {
  const parsed = claimDetailsSchema.safeParse(claimDetailsOf(draft));
  const problems = (parsed.success ? [] : parsed.error.issues).map((issue) => ({
    field: String(issue.path[0]) as ClaimField,
    message: issue.message,
  }));
  const photos = photosProblem(files, { max: CLAIM_PHOTOS_MAX, required: true });
  if (photos) problems.push({ field: 'photoKeys', message: photos });
  return { details: parsed.success ? parsed.data : undefined, problems };
}

/** Sends the photos to storage, then the claim with their keys; the server checks both again. */
function useSendClaim(orderId: number, sessionId: string) {
  const fileClaim = useFileClaim(orderId, sessionId);
  const [sending, setSending] = useState(false);
  const send = async (details: Omit<ClaimRequest, 'photoKeys' | 'session_id'>, files: File[]) => {
    setSending(true);
    try {
      const photoKeys: string[] = [];
      for (const file of files) photoKeys.push(await uploadClaimPhoto(orderId, sessionId, file));
      return (await fileClaim.mutateAsync({ ...details, photoKeys })).message;
    } finally {
      setSending(false);
    }
  };
  return { send, sending };
}

/**
 * A warranty claim on one delivered mattress (decision 0060): what is wrong, photos and an
 * inspection slot, with its cost shown before it is sent by the same rules the shop keeps.
 * Every problem is shown at once; the server checks it all again.
 */
export function ClaimForm({ orderId, sessionId, warranty, onFiled, onCancel }: ClaimFormProps) {
  const mattresses = warranty.lines.filter((line) => line.mattress);
  const form = useRef<HTMLFormElement>(null);
  const { show, errorFor, clearOnInput } = useFieldProblems<ClaimField>(form);
  const { send, sending } = useSendClaim(orderId, sessionId);
  const [failure, setFailure] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [draft, setDraft] = useState<ClaimDraft>({
    orderItemId: mattresses.length === 1 ? String(mattresses[0]?.id) : '',
    fault: '',
    impressionMm: '',
    sizeDifferenceCm: '',
    description: '',
    inspectionDate: '',
    inspectionWindow: '',
  });
  const bind = (field: keyof ClaimDraft) => ({
    name: field,
    value: draft[field],
    error: errorFor(field),
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
  });
  const cost = previewCost(draft, warranty);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const { details, problems } = problemsOf(draft, files);
    show(problems);
    if (!details || problems.length > 0) return;
    try {
      onFiled(await send(details, files));
    } catch (error) {
      const atFields = serverProblems<ClaimField>(error);
      if (atFields.length > 0) show(atFields);
      else setFailure(errorText(error, 'The claim was not sent.'));
    }
  }

  return (
    <form
      ref={form}
      onSubmit={submit}
      onInput={clearOnInput}
      noValidate
      aria-label="Warranty claim"
      className="mt-4 grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        label="Mattress"
        options={mattresses.map((candidate) => String(candidate.id))}
        optionLabel={(id) => mattresses.find((m) => String(m.id) === id)?.title ?? id}
        first={chooseOption}
        {...bind('orderItemId')}
      />
      <SelectField
        label="What is wrong"
        options={FAULT_KINDS}
        optionLabel={(kind) => FAULT_LABELS[kind]}
        first={chooseOption}
        {...bind('fault')}
      />
      {draft.fault === 'body_impression' && (
        <NumberField
          label="Depth of the impression (mm)"
          step={1}
          inputMode="numeric"
          hint="Lay a straight edge across the mattress and measure the deepest point."
          {...bind('impressionMm')}
        />
      )}
      {draft.fault === 'size_difference' && (
        <NumberField
          label="Size difference (cm, − if smaller)"
          step={0.5}
          min={-50}
          {...bind('sizeDifferenceCm')}
        />
      )}
      <TextAreaField
        label="Describe the problem"
        className="sm:col-span-2"
        {...bind('description')}
      />
      <PhotosField
        label={`Photos (1 to ${CLAIM_PHOTOS_MAX})`}
        error={errorFor('photoKeys')}
        onFiles={setFiles}
      />
      <InputField
        label="Inspection date (Monday to Friday)"
        type="date"
        min={warranty.inspection.first}
        max={warranty.inspection.last}
        {...bind('inspectionDate')}
      />
      <SelectField
        label="Inspection window"
        options={DELIVERY_WINDOWS}
        optionLabel={(id) => DELIVERY_WINDOW_LABELS[id]}
        first={chooseOption}
        {...bind('inspectionWindow')}
      />
      <div className="sm:col-span-2" aria-live="polite">
        {cost ? (
          <ClaimCost cost={cost} title="What this claim costs you" />
        ) : (
          <p className="text-sm text-muted">
            Choose the mattress and what is wrong to see what the claim costs.
          </p>
        )}
      </div>
      {failure && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={sending} className={primaryButtonClass}>
          {sending ? 'Sending…' : 'Send Claim'}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}
