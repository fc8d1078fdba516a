import { formatCents } from '#shared/money.js';
import type { StaffSaleQuote } from '#shared/schemas/staff-sale.js';
import { sizeText } from '#shared/size-text.js';
import { useProducts } from '#web/api/get-products.ts';
import { chooseOption, InputField } from '#web/components/admin-fields.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { controlClass, Field } from '#web/components/form-field.tsx';
import type { DraftLine } from './sale-draft';

interface Props {
  lines: DraftLine[];
  setLines: (lines: DraftLine[]) => void;
  quote: StaffSaleQuote | undefined;
  errorFor: (path: string) => string | undefined;
}

let nextKey = 1;

/** What is sold: a product, its size and how many per line, each priced by the server. */
export function SaleLines({ lines, setLines, quote, errorFor }: Props) {
  const products = useProducts();
  const catalogue = products.data ?? [];
  const update = (key: number, values: Partial<DraftLine>) =>
    setLines(lines.map((line) => (line.key === key ? { ...line, ...values } : line)));
  const add = () =>
    setLines([...lines, { key: nextKey++, productId: 0, sizeLabel: null, quantity: 1 }]);

  return (
    <div className="grid gap-3">
      <h3 id="sale-lines" className="text-lg text-navy">
        Items
      </h3>
      {lines.length === 0 && <p className="text-sm text-muted">No items yet.</p>}
      <ol className="grid gap-3">
        {lines.map((line, index) => {
          const product = catalogue.find((candidate) => candidate.productId === line.productId);
          const priced = quote?.lines.find(
            (row) => row.productId === line.productId && row.sizeLabel === line.sizeLabel,
          );
          const at = `lines.${index}`;
          return (
            <li
              key={line.key}
              aria-label={`Item ${index + 1}`}
              className="grid gap-2 rounded-lg border border-sand p-3 sm:grid-cols-[3fr_2fr_6rem] sm:items-end"
            >
              <Field label="Product" error={errorFor(`${at}.productId`)}>
                {(control) => (
                  <select
                    {...control}
                    name={`${at}.productId`}
                    value={line.productId || ''}
                    className={controlClass}
                    onChange={(event) => {
                      const chosen = catalogue.find(
                        (candidate) => candidate.productId === Number(event.target.value),
                      );
                      update(line.key, {
                        productId: Number(event.target.value),
                        sizeLabel: chosen?.dimensions[0]?.label ?? null,
                      });
                    }}
                  >
                    {chooseOption}
                    {catalogue.map((candidate) => (
                      <option key={candidate.productId} value={candidate.productId}>
                        {candidate.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label="Size" error={errorFor(`${at}.sizeLabel`)}>
                {(control) => (
                  <select
                    {...control}
                    name={`${at}.sizeLabel`}
                    value={line.sizeLabel ?? ''}
                    disabled={!product || product.dimensions.length === 0}
                    className={controlClass}
                    onChange={(event) => update(line.key, { sizeLabel: event.target.value })}
                  >
                    {(!product || product.dimensions.length === 0) && (
                      <option value="">One size</option>
                    )}
                    {product?.dimensions.map((size) => (
                      <option key={size.label} value={size.label}>
                        {sizeText(size.label, size.sizeName)} ({size.stockQty} in stock)
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <InputField
                label="Quantity"
                type="number"
                min={1}
                max={99}
                name={`${at}.quantity`}
                value={line.quantity}
                error={errorFor(`${at}.quantity`)}
                onChange={(event) => update(line.key, { quantity: Number(event.target.value) })}
              />
              <div className="flex items-center justify-between gap-3 sm:col-span-3 sm:justify-end">
                <span className="text-sm tabular-nums">
                  {priced ? formatCents(priced.lineCents) : '—'}
                </span>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-label={`Remove item ${index + 1}`}
                  onClick={() => setLines(lines.filter((other) => other.key !== line.key))}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <button type="button" className={secondaryButtonClass} onClick={add}>
          Add item
        </button>
      </div>
    </div>
  );
}
