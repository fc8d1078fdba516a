import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { COLLECTIONS, FIRMNESS_MAX, FIRMNESS_MIN, FIRMNESS_STEP } from '#shared/constants.js';
import type { Product } from '#shared/schemas/product.js';
import { productInputSchema } from '#shared/schemas/product-admin.js';
import { controlClass, Field } from '#web/components/form-field.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { alertFailure } from '#web/lib/alert-failure.ts';
import { checkValues, numberValue, serverProblem } from '#web/lib/check-values.ts';
import { formText } from '#web/lib/form-text.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { useCreateProduct } from '../api/create-product';
import { refreshCatalogue } from '../api/query-keys';
import { registerImage } from '../api/register-image';
import { useUpdateProduct } from '../api/update-product';
import { uploadFile } from '../api/upload-file';
import { useUploadProgress } from '../lib/use-upload-progress';
import { PendingImages, type PendingImagesValue } from './pending-images';
import { UploadProgress } from './upload-progress';

interface ProductDetailsFormProps {
  /** Undefined in add mode. */
  product: Product | undefined;
  onSaved: (productId: number) => void;
}

function valuesOf(form: FormData) {
  return {
    name: formText(form, 'name'),
    price: numberValue(formText(form, 'price')),
    description: formText(form, 'description'),
    collection: formText(form, 'collection'),
    stockQty: numberValue(formText(form, 'stockQty')),
    // Empty means none (an accessory).
    firmness: numberValue(formText(form, 'firmness')) ?? null,
  };
}

/**
 * Name, price, collection, stock and description. Adding creates the product first and then
 * uploads the images chosen for it (spec section 4); editing saves the fields alone.
 */
export function ProductDetailsForm({ product, onSaved }: ProductDetailsFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { uploads, track } = useUploadProgress();
  const { setProblem, errorFor, clearOnInput } = useFieldProblem();
  const [pending, setPending] = useState<PendingImagesValue>({ main: null, gallery: [] });
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const sized = (product?.dimensions.length ?? 0) > 0;

  async function uploadPending(productId: number) {
    const files = [
      ...(pending.main ? [{ file: pending.main, kind: 'main' as const }] : []),
      ...pending.gallery.map((file) => ({ file, kind: 'gallery' as const })),
    ];
    for (const [index, { file, kind }] of files.entries()) {
      try {
        const key = await track(file.name, (onProgress) =>
          uploadFile(productId, kind, file, onProgress),
        );
        await registerImage(productId, { key, kind, sortOrder: index });
      } catch (error) {
        alertFailure(error, 'Request failed');
      }
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const checked = checkValues(productInputSchema, valuesOf(new FormData(event.currentTarget)));
    setProblem(checked.problem ?? null);
    if (!checked.data) return;
    setBusy(true);
    try {
      if (product) {
        await update.mutateAsync({ productId: product.productId, fields: checked.data });
        setSaved(true);
      } else {
        const { productId } = await create.mutateAsync(checked.data);
        await uploadPending(productId);
        await refreshCatalogue(queryClient);
        onSaved(productId);
      }
    } catch (error) {
      const atField = serverProblem(error);
      if (atField) setProblem(atField);
      else alertFailure(error, 'Request failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onInput={clearOnInput}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label="Product details"
    >
      <Field label="Name" error={errorFor('name')}>
        {(control) => (
          <input {...control} name="name" defaultValue={product?.name} className={controlClass} />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Price ($)" error={errorFor('price')}>
          {(control) => (
            <input
              {...control}
              name="price"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              defaultValue={product?.price}
              className={controlClass}
            />
          )}
        </Field>
        <Field label="Collection" error={errorFor('collection')}>
          {(control) => (
            <select
              {...control}
              name="collection"
              defaultValue={product?.collection ?? ''}
              className={controlClass}
            >
              <option value="" disabled>
                Choose…
              </option>
              {COLLECTIONS.map((collection) => (
                <option key={collection}>{collection}</option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Firmness (0–10)"
          error={errorFor('firmness')}
          hint="Mattresses only; leave empty for accessories."
        >
          {(control) => (
            <input
              {...control}
              name="firmness"
              type="number"
              inputMode="decimal"
              min={FIRMNESS_MIN}
              max={FIRMNESS_MAX}
              step={FIRMNESS_STEP}
              defaultValue={product?.firmness ?? ''}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          label="Stock"
          error={errorFor('stockQty')}
          hint={sized ? 'The sum of its sizes’ stock: change it under Sizes.' : undefined}
        >
          {(control) => (
            // A product with sizes holds what its sizes hold: the box shows the sum and is not
            // sent, so the server keeps it (and refuses any other number).
            <input
              {...control}
              key={sized ? `sum-${product?.stockQty}` : 'own'}
              name="stockQty"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              readOnly={sized}
              disabled={sized}
              defaultValue={product?.stockQty ?? 0}
              className={`${controlClass} disabled:bg-sand/60 disabled:text-muted`}
            />
          )}
        </Field>
      </div>
      <Field label="Description" error={errorFor('description')} hint="Shown line by line.">
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={4}
            defaultValue={product?.description}
            className={`${controlClass} py-2`}
          />
        )}
      </Field>
      {!product && <PendingImages value={pending} onChange={setPending} disabled={busy} />}
      <UploadProgress uploads={uploads} />
      {saved && (
        <p role="status" className="text-sm text-success">
          Saved.
        </p>
      )}
      <SubmitButton
        pending={busy}
        label={product ? 'Save product' : 'Create product'}
        pendingLabel={product ? 'Saving…' : 'Creating…'}
        className="sm:w-auto"
      />
    </form>
  );
}
