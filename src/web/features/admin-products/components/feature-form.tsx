import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { ProductFeature } from '#shared/schemas/product.js';
import {
  createFeatureRequestSchema,
  updateFeatureRequestSchema,
} from '#shared/schemas/product-admin.js';
import { InputField, NumberField, TextAreaField } from '#web/components/admin-fields.tsx';
import { checkValues, numberValue } from '#web/lib/check-values.ts';
import { formText } from '#web/lib/form-text.ts';
import { fileProblem } from '#web/lib/storage-upload.ts';
import { showToast } from '#web/lib/toasts.ts';
import { useFormSending } from '#web/lib/use-form-sending.ts';
import { useSaveFeature } from '../api/features';
import { useUploadProgress } from '../lib/use-upload-progress';
import { ImagePicker } from './image-picker';
import { UploadProgress } from './upload-progress';

interface FeatureFormProps {
  productId: number;
  /** Undefined when adding. */
  feature: ProductFeature | undefined;
  /** Called once the feature is saved and the catalogue read afresh. */
  onDone?: () => void;
  onCancel?: () => void;
}

/** A stand-in key that lets the shared schema check "an image is required" before uploading. */
const CHOSEN = 'chosen-file';

/** Adds or edits one feature section: name, slogan, paragraphs (one per line), reverse, image. */
export function FeatureForm({ productId, feature, onDone, onCancel }: FeatureFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const { setProblem, bind, errorFor, clearOnInput, busy, send } = useFormSending();
  const { uploads, track } = useUploadProgress();
  const save = useSaveFeature(productId, feature?.featureId, track);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const values = {
      name: formText(form, 'name'),
      slogan: formText(form, 'slogan'),
      paragraphs: formText(form, 'paragraphs'),
      reverse: form.get('reverse') === 'on',
      sortOrder: numberValue(formText(form, 'sortOrder')),
      imageKey: file ? CHOSEN : undefined,
    };
    const checked = checkValues(
      feature ? updateFeatureRequestSchema : createFeatureRequestSchema,
      values,
    );
    setProblem(checked.problem ?? null);
    if (!checked.data) return;
    const draft = checked.data;
    await send(async () => {
      await save.mutateAsync({ draft, file });
      formElement.reset();
      setFile(null);
      onDone?.();
    });
  }

  return (
    <form
      onInput={clearOnInput}
      onSubmit={submit}
      noValidate
      aria-label={feature ? `Edit feature ${feature.name}` : 'Add feature'}
      className="space-y-3 rounded-xl bg-cream p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField label="Feature name" {...bind('name', feature?.name)} />
        <InputField label="Slogan" {...bind('slogan', feature?.slogan)} />
      </div>
      <TextAreaField
        label="Paragraphs"
        hint="One paragraph per line; blank lines are dropped."
        {...bind('paragraphs', feature?.paragraphs.join('\n'))}
      />
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="reverse"
            defaultChecked={feature?.reverse}
            className="size-5 accent-navy"
          />
          Reverse (image on the other side)
        </label>
        <NumberField
          label="Sort order"
          className="w-28"
          step={1}
          {...bind('sortOrder', feature?.sortOrder)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {(preview ?? feature?.image) && (
          <img
            src={preview ?? feature?.image ?? undefined}
            alt="Feature illustration preview"
            className="size-20 rounded-lg bg-sand object-cover"
          />
        )}
        <ImagePicker
          label={feature || file ? 'Change feature image' : 'Choose feature image'}
          disabled={busy}
          error={errorFor('imageKey')}
          onFiles={([chosen]) => {
            const fault = chosen && fileProblem(chosen);
            if (fault) showToast('error', fault);
            else if (chosen) setFile(chosen);
          }}
        />
      </div>
      <UploadProgress uploads={uploads} />
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-full bg-navy px-5 text-sm font-medium text-cream hover:bg-navy-soft disabled:opacity-60"
        >
          {busy ? 'Saving…' : feature ? 'Save feature' : 'Add feature'}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-medium text-navy hover:bg-sand"
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
