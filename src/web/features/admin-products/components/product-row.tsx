import { withImageWidth } from '#shared/images.js';
import { formatDollars } from '#shared/money.js';
import type { Product } from '#shared/schemas/product.js';
import { smallButtonClass, smallDangerButtonClass } from '#web/components/button-classes.ts';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { alertFailure } from '#web/lib/alert-failure.ts';
import { askConfirm } from '#web/lib/confirm.ts';
import { useDeleteProduct } from '../api/delete-product';
import { useSetVisibility } from '../api/set-visibility';
import { useUpdateStock } from '../api/update-product';
import { StockInput } from './stock-input';
import { VisibilitySwitch } from './visibility-switch';

interface ProductRowProps {
  product: Product;
  onEdit: (productId: number) => void;
}

export function ProductRow({ product, onEdit }: ProductRowProps) {
  const visibility = useSetVisibility();
  const stock = useUpdateStock();
  const remove = useDeleteProduct();

  async function confirmDelete() {
    const message = `Delete ${product.name}? This cannot be undone.`;
    if (!(await askConfirm({ message, confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(product.productId, {
      onError: (error) => alertFailure(error, 'Delete failed'),
    });
  }

  return (
    <li className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-2 border-b border-sand py-4 md:grid-cols-[4rem_1fr_auto_auto_auto] md:items-center">
      <ProductImage
        src={product.mainImage ? withImageWidth(product.mainImage.url, 160) : null}
        alt=""
        width={64}
        height={64}
        className="size-16 rounded-lg bg-sand object-cover"
      />
      <div className="min-w-0">
        <p className="truncate font-medium text-navy">{product.name}</p>
        <p className="text-sm text-muted">
          {product.collection} · {formatDollars(product.price)}
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-x-4 gap-y-2 md:col-span-1">
        {product.dimensions.length > 0 ? (
          // Stock lives in the sizes: the row shows their sum, the form changes them.
          <p className="text-sm text-ink">
            Stock <span className="font-semibold tabular-nums">{product.stockQty}</span>{' '}
            <span className="text-muted">
              in {product.dimensions.length} {product.dimensions.length === 1 ? 'size' : 'sizes'}
            </span>
          </p>
        ) : (
          <StockInput
            productName={product.name}
            stockQty={product.stockQty}
            onCommit={(stockQty) =>
              stock.mutate(
                { product, stockQty },
                { onError: (error) => alertFailure(error, 'Failed to update stock') },
              )
            }
          />
        )}
        <VisibilitySwitch
          productName={product.name}
          isVisible={product.isVisible}
          onChange={(isVisible) =>
            visibility.mutate(
              { productId: product.productId, isVisible },
              { onError: (error) => alertFailure(error, 'Failed to update visibility') },
            )
          }
        />
      </div>
      <div className="col-span-2 flex gap-2 md:col-span-2">
        <button
          type="button"
          onClick={() => onEdit(product.productId)}
          aria-label={`Edit ${product.name}`}
          className={smallButtonClass}
        >
          Edit
        </button>
        <button
          type="button"
          onClick={confirmDelete}
          disabled={remove.isPending}
          aria-label={`Delete ${product.name}`}
          className={`${smallDangerButtonClass} disabled:opacity-60`}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </li>
  );
}
