import { useId, useState } from 'react';
import {
  LOW_STOCK_MAX_THRESHOLD,
  LOW_STOCK_MESSAGES,
  type LowStock,
} from '#shared/schemas/low-stock.js';
import { sizeText } from '#shared/size-text.js';
import { type AdminColumn, AdminTable } from '#web/components/admin-table.tsx';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { QueryStates } from '#web/components/query-states.tsx';
import { SettingNumberForm } from '#web/components/setting-number-form.tsx';
import { useLowStock, useSetLowStockThreshold } from '../api/low-stock';

/** The dashboard shows the fewest first and keeps the rest behind a button. */
const FIRST_SHOWN = 10;

type LowStockItem = LowStock['items'][number];

const COLUMNS: AdminColumn<LowStockItem>[] = [
  {
    label: 'Product',
    kind: 'name',
    cell: (item) => (
      <>
        {item.name}
        <span className="block text-xs font-normal text-muted">#{item.productId}</span>
      </>
    ),
  },
  {
    label: 'Size',
    cell: (item) => (item.sizeLabel ? sizeText(item.sizeLabel, item.sizeName) : 'No sizes'),
  },
  {
    label: 'Stock',
    align: 'end',
    className: 'tabular-nums',
    cell: (item) => (
      <span className={`font-semibold ${item.stockQty === 0 ? 'text-danger' : ''}`}>
        {item.stockQty === 0 ? 'Out of stock' : item.stockQty}
      </span>
    ),
  },
  {
    // Shoppers who asked to hear when the size is back (decision 0074): what to restock first.
    label: 'Waiting',
    align: 'end',
    className: 'tabular-nums',
    cell: (item) => (item.waiting === 0 ? '—' : item.waiting),
  },
  { label: 'Shown', cell: (item) => (item.isVisible ? 'Shown' : 'Hidden') },
];

function ThresholdForm({ threshold }: { threshold: number }) {
  const save = useSetLowStockThreshold();
  return (
    <SettingNumberForm
      label="Low at or under"
      value={threshold}
      max={LOW_STOCK_MAX_THRESHOLD}
      problem={LOW_STOCK_MESSAGES.threshold}
      saving={save.isPending}
      onSave={(value) => save.mutate(value)}
    />
  );
}

/**
 * The dashboard's Low stock list: every size (and product without sizes) at or under the owner's
 * threshold, fewest first, where stock is actually kept.
 */
export function LowStockList() {
  const lowStock = useLowStock();
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl text-navy">
            Low stock
          </h2>
          {lowStock.data && (
            <p className="mt-1 text-sm text-muted">
              Sizes and products with {lowStock.data.threshold} or fewer left.
            </p>
          )}
        </div>
        {lowStock.data && (
          <ThresholdForm key={lowStock.data.threshold} threshold={lowStock.data.threshold} />
        )}
      </div>
      <QueryStates
        query={lowStock}
        failure="Failed to load products"
        isEmpty={(data: LowStock) => data.items.length === 0}
        empty={<p className="py-6 text-muted">Nothing is running low.</p>}
      >
        {({ items }) => (
          <>
            <AdminTable
              label="Low stock table"
              caption="Low stock, fewest first"
              columns={COLUMNS}
              rows={showAll ? items : items.slice(0, FIRST_SHOWN)}
              rowKey={(item) => `${item.productId}-${item.sizeLabel ?? ''}`}
              minWidth={20}
              className="mt-4"
            />
            {items.length > FIRST_SHOWN && (
              <button
                type="button"
                onClick={() => setShowAll(!showAll)}
                aria-expanded={showAll}
                className={`${secondaryButtonClass} mt-4`}
              >
                {showAll ? `Show the first ${FIRST_SHOWN}` : `Show all ${items.length}`}
              </button>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
