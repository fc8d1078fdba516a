import { type FormEvent, useState } from 'react';
import { SIZE_NAMES } from '#shared/constants.js';
import { formatDollars } from '#shared/money.js';
import type { Product } from '#shared/schemas/product.js';
import {
  bulkSizesRequestSchema,
  PRODUCT_MESSAGES,
  sizeInputSchema,
} from '#shared/schemas/product-admin.js';
import {
  chooseOption,
  InputField,
  NumberField,
  SelectField,
} from '#web/components/admin-fields.tsx';
import { type AdminColumn, AdminTable } from '#web/components/admin-table.tsx';
import { checkValues, numberValue } from '#web/lib/check-values.ts';
import { askConfirm } from '#web/lib/confirm.ts';
import { formText } from '#web/lib/form-text.ts';
import { useFieldProblem } from '#web/lib/use-field-problem.ts';
import { useAddSize, useDeleteSize, useSaveSizes } from '../api/sizes';
import { FormSectionHeading } from './form-section-heading';

const cellInput =
  'min-h-11 w-24 rounded-lg border border-sand-deep bg-white px-2 text-base text-ink focus:border-navy';
const button =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium disabled:opacity-60';

/** One editable number of the sizes table, saved with the others by Save sizes. */
function CellInput({
  label,
  ...input
}: {
  name: string;
  label: string;
  step: number;
  defaultValue: number;
  title?: string;
}) {
  return <input type="number" min={0} aria-label={label} className={cellInput} {...input} />;
}

type Size = Product['dimensions'][number];

/** The columns of a product's sizes: its delta and stock typed in place, its Remove at the end. */
function sizeColumns(
  product: Product,
  remove: { busy: boolean; onRemove: (size: Size) => void },
): AdminColumn<Size>[] {
  return [
    { label: 'Dimension (cm)', kind: 'name', cell: (size) => size.label },
    { label: 'Size', cell: (size) => size.sizeName },
    {
      label: 'Price delta ($)',
      cell: (size) => (
        <CellInput
          name={`priceDelta-${size.label}`}
          label={`Price delta of ${size.label}`}
          step={0.01}
          defaultValue={size.priceDelta}
          title={formatDollars(product.price + size.priceDelta)}
        />
      ),
    },
    {
      label: 'Stock',
      cell: (size) => (
        <CellInput
          name={`stockQty-${size.label}`}
          label={`Stock of ${size.label}`}
          step={1}
          defaultValue={size.stockQty}
        />
      ),
    },
    {
      label: 'Actions',
      kind: 'actions',
      hidden: true,
      card: 'beside',
      className: 'text-right',
      cell: (size) => (
        <button
          type="button"
          disabled={remove.busy}
          aria-label={`Remove size ${size.label}`}
          onClick={() => remove.onRemove(size)}
          className={`${button} text-danger hover:bg-danger/10`}
        >
          Remove
        </button>
      ),
    },
  ];
}

/** The sizes table (price delta and stock editable, saved together) and the Add size form. */
function SizesEditor({ product }: { product: Product }) {
  const id = product.productId;
  const addition = useAddSize(id);
  const tableSave = useSaveSizes(id);
  const removal = useDeleteSize(id);
  const busy = [addition, tableSave, removal].some((change) => change.isPending);
  const { setProblem, bind, clearOnInput, showServerProblem } = useFieldProblem();
  const [tableProblem, setTableProblem] = useState<string | null>(null);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const checked = checkValues(sizeInputSchema, {
      label: formText(form, 'label').trim(),
      sizeName: formText(form, 'sizeName'),
      priceDelta: numberValue(formText(form, 'priceDelta')) ?? 0,
      stockQty: numberValue(formText(form, 'stockQty')) ?? 0,
    });
    setProblem(checked.problem ?? null);
    if (!checked.data) return;
    addition.mutate(checked.data, {
      onSuccess: () => formElement.reset(),
      onError: showServerProblem,
    });
  }

  async function confirmRemove(size: Size) {
    const message = `Remove size ${size.label}?`;
    if (await askConfirm({ message, confirmLabel: 'Remove', danger: true })) {
      removal.mutate(size.label);
    }
  }

  function saveTable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = checkValues(bulkSizesRequestSchema, {
      sizes: product.dimensions.map((size) => ({
        label: size.label,
        priceDelta: numberValue(formText(form, `priceDelta-${size.label}`)),
        stockQty: numberValue(formText(form, `stockQty-${size.label}`)),
      })),
    });
    // The table's own rule breaks name the cell's rule (delta or stock), not a field.
    setTableProblem(checked.problem?.message ?? null);
    if (checked.data) tableSave.mutate(checked.data.sizes);
  }

  return (
    <>
      {product.dimensions.length === 0 ? (
        <p className="text-sm text-muted">No sizes yet.</p>
      ) : (
        <form onInput={clearOnInput} onSubmit={saveTable} noValidate aria-label="Sizes">
          <AdminTable
            label="Sizes table"
            columns={sizeColumns(product, { busy, onRemove: confirmRemove })}
            rows={product.dimensions}
            // A saved change gives the row new inputs showing the saved numbers.
            rowKey={(size) => `${size.label}-${size.priceDelta}-${size.stockQty}`}
            minWidth={30}
          />
          {tableProblem && (
            <p role="alert" className="mt-2 text-sm text-danger">
              {tableProblem}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className={`${button} mt-3 border border-navy text-navy hover:bg-sand`}
          >
            Save sizes
          </button>
        </form>
      )}
      <form
        onInput={clearOnInput}
        onSubmit={add}
        noValidate
        aria-label="Add size"
        className="mt-6 grid gap-3 rounded-xl bg-cream p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_8rem_7rem_auto] lg:items-start"
      >
        <InputField
          label="Dimension"
          hint="Such as 152x190 or 152x190x25"
          placeholder="200x120"
          {...bind('label')}
        />
        <SelectField
          label="Size name"
          options={SIZE_NAMES}
          first={chooseOption}
          {...bind('sizeName', '')}
        />
        <NumberField label="Price delta ($)" step={0.01} {...bind('priceDelta', 0)} />
        <NumberField label="Size stock" step={1} {...bind('stockQty', 0)} />
        <button
          type="submit"
          disabled={busy}
          className={`${button} bg-navy text-cream hover:bg-navy-soft lg:mt-6`}
        >
          Add size
        </button>
      </form>
    </>
  );
}

/** Spec section 5: sizes belong to a saved product. */
export function SizesSection({ product }: { product: Product | undefined }) {
  return (
    <section aria-labelledby="sizes-heading" className="space-y-4">
      <FormSectionHeading id="sizes-heading">Sizes</FormSectionHeading>
      {product ? (
        <SizesEditor product={product} />
      ) : (
        <p className="text-sm text-muted">{PRODUCT_MESSAGES.saveFirst}</p>
      )}
    </section>
  );
}
