import { useMemo, useState } from 'react';
import type { Product } from '#shared/schemas/product.js';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { ChooseAll } from '#web/components/chosen-bar.tsx';
import { QueryStates } from '#web/components/query-states.tsx';
import { useChoice } from '#web/lib/use-choice.ts';
import { useAdminProducts } from '../api/get-admin-products';
import { useLowStock } from '../api/low-stock';
import { filterProducts, lowStockByProduct, NO_PRODUCT_FILTER } from '../lib/product-filter';
import { ProductFilters } from './product-filters';
import { type FormTarget, ProductFormDialog } from './product-form-dialog';
import { ProductRow } from './product-row';
import { ProductsBulkBar } from './products-bulk-bar';

/** The products shown, each with a box to choose it for hiding or showing several at once. */
function ProductList({
  rows,
  lowSizes,
  onEdit,
}: {
  rows: Product[];
  lowSizes: Map<number, readonly string[]>;
  onEdit: (productId: number) => void;
}) {
  const choice = useChoice(rows.map((product) => product.productId));
  return (
    <>
      <ChooseAll shown={rows.length} all={choice.all} onToggle={choice.toggleAll} />
      <ProductsBulkBar chosen={choice.chosen} onDone={choice.clear} />
      <ul aria-label="Products" className="mt-4 border-t border-sand">
        {rows.map((product) => (
          <ProductRow
            key={product.productId}
            product={product}
            lowStock={lowSizes.get(product.productId)}
            chosen={choice.has(product.productId)}
            onChoose={() => choice.toggle(product.productId)}
            onEdit={onEdit}
          />
        ))}
      </ul>
    </>
  );
}

/** Spec section 2, Product Management: every product, hidden ones too, and the product form. */
export function ProductManagement() {
  const products = useAdminProducts();
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [filter, setFilter] = useState(NO_PRODUCT_FILTER);
  const lowStock = useLowStock();
  const lowSizes = useMemo(() => lowStockByProduct(lowStock.data?.items ?? []), [lowStock.data]);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl text-navy">Product Management</h2>
        <button
          type="button"
          onClick={() => setTarget({ mode: 'add' })}
          className={primaryButtonClass}
        >
          Add product
        </button>
      </div>
      <QueryStates query={products} failure="Failed to load products" empty="No products yet.">
        {(all) => {
          const rows = filterProducts(all, filter, lowSizes);
          return (
            <>
              <ProductFilters filter={filter} onChange={setFilter} />
              <p role="status" className="mt-3 text-sm text-muted">
                {rows.length === all.length
                  ? `${all.length} products, ${all.filter((p) => !p.isVisible).length} hidden`
                  : `${rows.length} of ${all.length} products match`}
              </p>
              {rows.length === 0 && (
                <p className="py-6 text-muted">No products match these filters.</p>
              )}
              <ProductList
                rows={rows}
                lowSizes={lowSizes}
                onEdit={(productId) => setTarget({ mode: 'edit', productId })}
              />
            </>
          );
        }}
      </QueryStates>
      {target && (
        <ProductFormDialog
          target={target}
          onSaved={(productId) => setTarget({ mode: 'edit', productId })}
          onClose={() => setTarget(null)}
        />
      )}
    </div>
  );
}
