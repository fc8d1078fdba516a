import { withImageWidth } from '#shared/images.js';
import { formatDollars } from '#shared/money.js';
import type { Product } from '#shared/schemas/product.js';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { RowButton } from '#web/components/row-button.tsx';
import { askConfirm } from '#web/lib/confirm.ts';
import { useDeleteProduct } from '../api/delete-product';
import { useSetVisibility } from '../api/set-visibility';
import { useUpdateStock } from '../api/update-product';
import { StockInput } from './stock-input';
import { VisibilitySwitch } from './visibility-switch';

interface ProductRowProps {
  product: Product;
  /** Its lines of the low stock list ("Queen 152x190: 2 left"); undefined when none is low. */
  lowStock?: readonly string[] | undefined;
  /** Chosen for hiding or showing several at once. */
  chosen: boolean;
  onChoose: () => void;
  onEdit: (productId: number) => void;
}

export function ProductRow({ product, lowStock, chosen, onChoose, onEdit }: ProductRowProps) {
  const visibility = useSetVisibility();
  const stock = useUpdateStock();
  const remove = useDeleteProduct();

  async function confirmDelete() {
    const message = `Delete ${product.name}? This cannot be undone.`;
    if (!(await askConfirm({ message, confirmLabel: 'Delete', danger: true }))) return;
    remove.mutate(product.productId);
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
        <p className="flex items-center gap-2">
          <input
            type="checkbox"
            aria-label={`Choose ${product.name}`}
            checked={chosen}
            onChange={onChoose}
            className="size-5 shrink-0 accent-navy"
          />
          <span className="truncate font-medium text-navy">{product.name}</span>
        </p>
        <p className="text-sm text-muted">
          {product.collection} · {formatDollars(product.price)}
        </p>
        {lowStock && (
          // Which size to restock, not only that something of the product is low.
          <p className="text-sm font-medium text-danger">Low stock: {lowStock.join(' · ')}</p>
        )}
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
            onCommit={(stockQty) => stock.mutate({ product, stockQty })}
          />
        )}
        <VisibilitySwitch
          productName={product.name}
          isVisible={product.isVisible}
          onChange={(isVisible) => visibility.mutate({ productId: product.productId, isVisible })}
        />
      </div>
      <div className="col-span-2 flex gap-2 md:col-span-2">
        <RowButton label={`Edit ${product.name}`} onClick={() => onEdit(product.productId)}>
          Edit
        </RowButton>
        <RowButton
          label={`Delete ${product.name}`}
          onClick={confirmDelete}
          danger
          disabled={remove.isPending}
          className="disabled:opacity-60"
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </RowButton>
      </div>
    </li>
  );
}
