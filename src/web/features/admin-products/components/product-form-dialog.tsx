import { AuditHistory } from '#web/components/audit-history.tsx';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormMessage } from '#web/components/form-message.tsx';
import { failureText } from '#web/lib/alert-failure.ts';
import { useAdminProduct } from '../api/get-admin-product';
import { FeaturesSection } from './features-section';
import { ImagesSection } from './images-section';
import { ProductDetailsForm } from './product-details-form';
import { SizesSection } from './sizes-section';
import { SpecsSection } from './specs-section';

export type FormTarget = { mode: 'add' } | { mode: 'edit'; productId: number };

interface ProductFormDialogProps {
  target: FormTarget;
  /** A new product was created: the form carries on in edit mode for it. */
  onSaved: (productId: number) => void;
  onClose: () => void;
}

/** The product form in add and edit modes (spec sections 2 and 4), full screen on phones. */
export function ProductFormDialog({ target, onSaved, onClose }: ProductFormDialogProps) {
  const productId = target.mode === 'edit' ? target.productId : undefined;
  const loaded = useAdminProduct(productId);
  const product = productId ? loaded.data : undefined;

  return (
    <FormDialog
      title={target.mode === 'add' ? 'Add product' : `Edit ${product?.name ?? 'product'}`}
      closeLabel="Close product form"
      onClose={onClose}
      width="3xl"
      bodyClassName="space-y-8"
    >
      {productId && loaded.isPending ? (
        <p role="status" className="text-muted">
          Loading…
        </p>
      ) : productId && loaded.isError ? (
        <FormMessage tone="error">
          {failureText(loaded.error, 'Failed to load product')}
        </FormMessage>
      ) : (
        <>
          <ProductDetailsForm key={productId ?? 'new'} product={product} onSaved={onSaved} />
          {product && <ImagesSection product={product} />}
          <SizesSection product={product} />
          <SpecsSection product={product} />
          <FeaturesSection product={product} />
          {product && <AuditHistory entityType="product" entityId={product.productId} />}
        </>
      )}
    </FormDialog>
  );
}
