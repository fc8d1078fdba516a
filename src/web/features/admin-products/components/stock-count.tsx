import { type FormEvent, useId, useMemo, useState } from 'react';
import type { Product } from '#shared/schemas/product.js';
import { STOCK_MESSAGES, type StockChange, stockChangeSchema } from '#shared/schemas/stock.js';
import { sizeText } from '#shared/size-text.js';
import { primaryButtonClass, secondaryButtonClass } from '#web/components/button-classes.ts';
import { controlClass } from '#web/components/form-field.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { askConfirm } from '#web/lib/confirm.ts';
import { showToast } from '#web/lib/toasts.ts';
import { useAdminProducts } from '../api/get-admin-products';
import { useSetStock } from '../api/set-stock';

/** Where stock is kept: each size of a product, or the product itself when it has none. */
interface StockPlace {
  key: string;
  productId: number;
  product: string;
  size: string | null;
  label: string;
  stockQty: number;
}

function placesOf(products: Product[]): StockPlace[] {
  return products.flatMap((product): StockPlace[] =>
    product.dimensions.length === 0
      ? [
          {
            key: `${product.productId}`,
            productId: product.productId,
            product: product.name,
            size: null,
            label: 'No sizes',
            stockQty: product.stockQty,
          },
        ]
      : product.dimensions.map((size) => ({
          key: `${product.productId} ${size.label}`,
          productId: product.productId,
          product: product.name,
          size: size.label,
          label: sizeText(size.label, size.sizeName),
          stockQty: size.stockQty,
        })),
  );
}

/** The typed counts that differ from the stock, or the problem of each count that is no number. */
function changesOf(places: StockPlace[], typed: Record<string, string>) {
  const changes: StockChange[] = [];
  const problems: Record<string, string> = {};
  for (const place of places) {
    const text = typed[place.key];
    if (text === undefined) continue;
    const parsed = stockChangeSchema.safeParse({
      productId: place.productId,
      size: place.size,
      stockQty: text.trim() === '' ? Number.NaN : Number(text),
    });
    if (!parsed.success) problems[place.key] = STOCK_MESSAGES.stock;
    else if (parsed.data.stockQty !== place.stockQty) changes.push(parsed.data);
  }
  return { changes, problems };
}

function StockRow({
  place,
  value,
  problem,
  onType,
}: {
  place: StockPlace;
  value: string;
  problem: string | undefined;
  onType: (text: string) => void;
}) {
  const id = useId();
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_6rem] items-center gap-3 border-b border-sand py-3">
      <label htmlFor={id} className="min-w-0">
        <span className="block font-medium text-navy">{place.product}</span>
        <span className="text-sm text-muted">
          {place.label} · now {place.stockQty}
        </span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onType(event.target.value)}
        className={`${controlClass} text-right`}
      />
      {problem && (
        <p id={`${id}-problem`} className="col-span-2 text-sm text-danger">
          {problem}
        </p>
      )}
    </li>
  );
}

function StockForm({ products }: { products: Product[] }) {
  const places = useMemo(() => placesOf(products), [products]);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [shownProblems, setShownProblems] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const save = useSetStock();
  const { changes } = changesOf(places, typed);
  const problemCount = Object.keys(shownProblems).length;
  const wanted = search.trim().toLowerCase();
  const shown = places.filter((place) => place.product.toLowerCase().includes(wanted));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = changesOf(places, typed);
    setShownProblems(checked.problems);
    if (Object.keys(checked.problems).length > 0 || checked.changes.length === 0) return;
    const count = checked.changes.length;
    const message = `Set the stock of ${count} ${count === 1 ? 'size or product' : 'sizes and products'}?`;
    const detail = 'The counts replace the stock the shop sells from, at once.';
    if (!(await askConfirm({ message, detail, confirmLabel: 'Set stock' }))) return;
    save.mutate(checked.changes, {
      onSuccess: (answer) => {
        setTyped({});
        showToast('success', answer.message);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="grid gap-1 text-sm font-medium text-navy">
          Find a product
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={`${controlClass} w-64 max-w-full`}
          />
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={changes.length === 0}
            onClick={() => {
              setTyped({});
              setShownProblems({});
            }}
          >
            Discard changes
          </button>
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : `Save stock (${changes.length})`}
          </button>
        </div>
      </div>
      {problemCount > 0 && (
        <p role="alert" className="text-sm text-danger">
          {problemCount === 1 ? 'One count is' : `${problemCount} counts are`} not a whole number of
          0 or more: see below.
        </p>
      )}
      <ul aria-label="Stock by product and size">
        {shown.map((place) => (
          <StockRow
            key={place.key}
            place={place}
            value={typed[place.key] ?? String(place.stockQty)}
            problem={shownProblems[place.key]}
            onType={(text) => setTyped({ ...typed, [place.key]: text })}
          />
        ))}
      </ul>
      {shown.length === 0 && <p className="text-muted">No product matches “{search}”.</p>}
    </form>
  );
}

/**
 * Stock counting for store and catalogue staff (issue 25): every size's count in one list, typed
 * as counted and saved together after one confirmation. Stock only: prices stay with products.
 */
export function StockCount() {
  const products = useAdminProducts();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h2 id={headingId} className="text-2xl text-navy">
          Stock count
        </h2>
        <p className="mt-1 text-sm text-muted">
          Type what you counted; only the counts you change are saved.
        </p>
      </div>
      <QueryStates query={products} failure="Failed to load products" empty="No products yet.">
        {(list) => <StockForm products={list} />}
      </QueryStates>
    </section>
  );
}
