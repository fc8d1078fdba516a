import { useState } from 'react';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { FormMessage } from '#web/components/form-message.tsx';
import { failureText } from '#web/lib/alert-failure.ts';
import { useAdminProducts } from '../api/get-admin-products';
import { type FormTarget, ProductFormDialog } from './product-form-dialog';
import { ProductRow } from './product-row';

/** Spec section 2, Product Management: every product, hidden ones too, and the product form. */
export function ProductManagement() {
  const products = useAdminProducts();
  const [target, setTarget] = useState<FormTarget | null>(null);

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
      {products.isPending ? (
        <p role="status" className="py-10 text-muted">
          Loading…
        </p>
      ) : products.isError ? (
        <div className="mt-6">
          <FormMessage tone="error">
            {failureText(products.error, 'Failed to load products')}
          </FormMessage>
        </div>
      ) : products.data.length === 0 ? (
        <p className="py-10 text-muted">No products yet.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            {products.data.length} products, {products.data.filter((p) => !p.isVisible).length}{' '}
            hidden
          </p>
          <ul aria-label="Products" className="mt-4 border-t border-sand">
            {products.data.map((product) => (
              <ProductRow
                key={product.productId}
                product={product}
                onEdit={(productId) => setTarget({ mode: 'edit', productId })}
              />
            ))}
          </ul>
        </>
      )}
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
