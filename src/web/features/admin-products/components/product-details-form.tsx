import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { COLLECTIONS, FIRMNESS_MAX, FIRMNESS_MIN, FIRMNESS_STEP } from '#shared/constants.js';
import type { Product } from '#shared/schemas/product.js';
import { productInputSchema } from '#shared/schemas/product-admin.js';
import {
  chooseOption,
  InputField,
  NumberField,
  SelectField,
  TextAreaField,
} from '#web/components/admin-fields.tsx';
import { SubmitButton } from '#web/components/submit-button.tsx';
import { alreadyAlerted } from '#web/lib/alert-failure.ts';
import { checkValues, numberValue } from '#web/lib/check-values.ts';
import { formText } from '#web/lib/form-text.ts';
import { useFormSending } from '#web/lib/use-form-sending.ts';
import { useCreateProduct } from '../api/create-product';
import { refreshCatalogue } from '../api/query-keys';
import { useAddImage } from '../api/register-image';
import { useUpdateProduct } from '../api/update-product';
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
  const addImage = useAddImage(track);
  const { setProblem, bind, clearOnInput, busy, send } = useFormSending();
  const [pending, setPending] = useState<PendingImagesValue>({ main: null, gallery: [] });
  const [saved, setSaved] = useState(false);
  const sized = (product?.dimensions.length ?? 0) > 0;

  /** The images chosen before the product existed, one after the other; a refused one is told. */
  async function uploadPending(productId: number) {
    const files = [
      ...(pending.main ? [{ file: pending.main, kind: 'main' as const }] : []),
      ...pending.gallery.map((file) => ({ file, kind: 'gallery' as const })),
    ];
    for (const [sortOrder, { file, kind }] of files.entries()) {
      await addImage.mutateAsync({ productId, file, kind, sortOrder }).catch(alreadyAlerted);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const checked = checkValues(productInputSchema, valuesOf(new FormData(event.currentTarget)));
    setProblem(checked.problem ?? null);
    if (!checked.data) return;
    const fields = checked.data;
    await send(async () => {
      if (product) {
        await update.mutateAsync({ productId: product.productId, fields });
        setSaved(true);
      } else {
        const { productId } = await create.mutateAsync(fields);
        await uploadPending(productId);
        await refreshCatalogue(queryClient);
        onSaved(productId);
      }
    });
  }

  return (
    <form
      onInput={clearOnInput}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label="Product details"
    >
      <InputField label="Name" {...bind('name', product?.name)} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          label="Price ($)"
          inputMode="decimal"
          step={0.01}
          {...bind('price', product?.price)}
        />
        <SelectField
          label="Collection"
          options={COLLECTIONS}
          first={chooseOption}
          {...bind('collection', product?.collection ?? '')}
        />
        <NumberField
          label="Firmness (0–10)"
          hint="Mattresses only; leave empty for accessories."
          inputMode="decimal"
          min={FIRMNESS_MIN}
          max={FIRMNESS_MAX}
          step={FIRMNESS_STEP}
          {...bind('firmness', product?.firmness ?? '')}
        />
        {/* A product with sizes holds what its sizes hold: the box shows the sum and is not
            sent, so the server keeps it (and refuses any other number). */}
        <NumberField
          key={sized ? `sum-${product?.stockQty}` : 'own'}
          label="Stock"
          hint={sized ? 'The sum of its sizes’ stock: change it under Sizes.' : undefined}
          inputMode="numeric"
          step={1}
          readOnly={sized}
          disabled={sized}
          {...bind('stockQty', product?.stockQty ?? 0)}
          controlClassName="disabled:bg-sand/60 disabled:text-muted"
        />
      </div>
      <TextAreaField
        label="Description"
        hint="Shown line by line."
        {...bind('description', product?.description)}
      />
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
