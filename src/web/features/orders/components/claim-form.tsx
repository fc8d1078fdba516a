import { type FormEvent, useRef, useState } from 'react';
import { DELIVERY_WINDOW_LABELS, DELIVERY_WINDOWS } from '#shared/delivery.js';
import {
  type ClaimRequest,
  claimDetailsSchema,
  type OrderWarranty,
} from '#shared/schemas/warranty.js';
import { shopDay } from '#shared/time.js';
import { CLAIM_PHOTOS_MAX } from '#shared/warranty-claims.js';
import { FAULT_KINDS, FAULT_LABELS, type FaultKind, warrantyCost } from '#shared/warranty-cost.js';
import {
  chooseOption,
  InputField,
  NumberField,
  SelectField,
  TextAreaField,
} from '#web/components/admin-fields.tsx';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { ClaimCost } from '#web/components/claim-cost.tsx';
import { controlClass, Field } from '#web/components/form-field.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { errorText } from '#web/lib/api-client.ts';
import { serverProblems } from '#web/lib/server-problem.ts';
import { fileProblem } from '#web/lib/storage-upload.ts';
import { useFieldProblems } from '#web/lib/use-field-problems.ts';
import { uploadClaimPhoto, useFileClaim } from '../api/order-warranty';

type ClaimField = keyof ClaimRequest;

interface ClaimFormProps {
  orderId: number;
  sessionId: string;
  warranty: OrderWarranty & { deliveredAt: string };
  onFiled: (message: string) => void;
  onCancel: () => void;
}

const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/** The photos' own problems: how many, and each file's type and size as the browser sees them. */
function photoProblem(files: File[]): string | undefined {
  if (files.length === 0) return 'Add at least one photo.';
  if (files.length > CLAIM_PHOTOS_MAX) return `Add at most ${CLAIM_PHOTOS_MAX} photos.`;
  return files.map(fileProblem).find(Boolean);
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
  const fileClaim = useFileClaim(orderId, sessionId);
  const [uploading, setUploading] = useState(false);
  const [uploadFailure, setUploadFailure] = useState('');
  const [itemId, setItemId] = useState(mattresses.length === 1 ? String(mattresses[0]?.id) : '');
  const [fault, setFault] = useState<FaultKind | ''>('');
  const [impression, setImpression] = useState('');
  const [sizeDifference, setSizeDifference] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [date, setDate] = useState('');
  const [window, setWindow] = useState('');
  const line = mattresses.find((candidate) => String(candidate.id) === itemId);
  const cost =
    line && fault
      ? warrantyCost({
          deliveredDay: shopDay(new Date(warranty.deliveredAt)),
          claimDay: shopDay(new Date()),
          listPriceCents: line.unitPriceCents,
          fault: {
            kind: fault,
            impressionMm: optionalNumber(impression),
            sizeDifferenceCm: optionalNumber(sizeDifference),
          },
        })
      : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setUploadFailure('');
    const asked = {
      orderItemId: itemId ? Number(itemId) : undefined,
      fault: fault || undefined,
      impressionMm: fault === 'body_impression' ? optionalNumber(impression) : null,
      sizeDifferenceCm: fault === 'size_difference' ? optionalNumber(sizeDifference) : null,
      description,
      inspectionDate: date,
      inspectionWindow: window || undefined,
    };
    const parsed = claimDetailsSchema.safeParse(asked);
    const problems = (parsed.success ? [] : parsed.error.issues).map((issue) => ({
      field: String(issue.path[0]) as ClaimField,
      message: issue.message,
    }));
    const photos = photoProblem(files);
    if (photos) problems.push({ field: 'photoKeys', message: photos });
    show(problems);
    if (problems.length > 0 || !parsed.success) return;
    setUploading(true);
    try {
      const photoKeys: string[] = [];
      for (const file of files) photoKeys.push(await uploadClaimPhoto(orderId, sessionId, file));
      const filed = await fileClaim.mutateAsync({ ...parsed.data, photoKeys });
      onFiled(filed.message);
    } catch (error) {
      const atFields = serverProblems(error) as { field: ClaimField; message: string }[];
      if (atFields.length > 0) show(atFields);
      else setUploadFailure(errorText(error, 'The claim was not sent.'));
    } finally {
      setUploading(false);
    }
  }

  const photosError = errorFor('photoKeys');
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
        name="orderItemId"
        value={itemId}
        onChange={(event) => setItemId(event.target.value)}
        options={mattresses.map((candidate) => String(candidate.id))}
        optionLabel={(id) => mattresses.find((m) => String(m.id) === id)?.title ?? id}
        first={chooseOption}
        error={errorFor('orderItemId')}
      />
      <SelectField
        label="What is wrong"
        name="fault"
        value={fault}
        onChange={(event) => setFault(event.target.value as FaultKind)}
        options={FAULT_KINDS}
        optionLabel={(kind) => FAULT_LABELS[kind]}
        first={chooseOption}
        error={errorFor('fault')}
      />
      {fault === 'body_impression' && (
        <NumberField
          label="Depth of the impression (mm)"
          name="impressionMm"
          step={1}
          inputMode="numeric"
          value={impression}
          onChange={(event) => setImpression(event.target.value)}
          hint="Lay a straight edge across the mattress and measure the deepest point."
          error={errorFor('impressionMm')}
        />
      )}
      {fault === 'size_difference' && (
        <NumberField
          label="Size difference (cm, − if smaller)"
          name="sizeDifferenceCm"
          step={0.5}
          min={-50}
          value={sizeDifference}
          onChange={(event) => setSizeDifference(event.target.value)}
          error={errorFor('sizeDifferenceCm')}
        />
      )}
      <TextAreaField
        label="Describe the problem"
        name="description"
        className="sm:col-span-2"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        error={errorFor('description')}
      />
      <Field
        label={`Photos (1 to ${CLAIM_PHOTOS_MAX})`}
        error={photosError}
        hint="JPEG, PNG, WebP or AVIF, up to 10 MB each."
        className="sm:col-span-2"
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name="photoKeys"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
            className={`${controlClass} py-2`}
          />
        )}
      </Field>
      <InputField
        label="Inspection date (Monday to Friday)"
        name="inspectionDate"
        type="date"
        min={warranty.inspection.first}
        max={warranty.inspection.last}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={errorFor('inspectionDate')}
      />
      <SelectField
        label="Inspection window"
        name="inspectionWindow"
        value={window}
        onChange={(event) => setWindow(event.target.value)}
        options={DELIVERY_WINDOWS}
        optionLabel={(id) => DELIVERY_WINDOW_LABELS[id]}
        first={chooseOption}
        error={errorFor('inspectionWindow')}
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
      {uploadFailure && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{uploadFailure}</FormMessage>
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={uploading} className={primaryButtonClass}>
          {uploading ? 'Sending…' : 'Send Claim'}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}
