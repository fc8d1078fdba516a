import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_GRID_CARD_LAYOUT, responsiveImage } from '#shared/image-layouts.js';
import { formatDollars } from '#shared/money.js';
import { pagePaths } from '#shared/paths.js';
import { firmnessFeel } from '#shared/product-facts.js';
import type { Product } from '#shared/schemas/product.js';
import { formatCm } from '#shared/schemas/product-specs.js';
import { WARRANTY } from '#shared/service-facts.js';
import { sizeText } from '#shared/size-text.js';
import { LayerStack } from '#web/components/product/layer-stack.tsx';
import { ProductImage } from '#web/components/product/product-image.tsx';
import { RatingSummary } from '#web/components/product/star-rating.tsx';
import { TableScroller } from '#web/components/table-scroller.tsx';

const notGiven = <span className="text-muted">Not given</span>;

/** One fact of every mattress compared; what a mattress does not say reads "Not given". */
interface Row {
  label: string;
  cell: (product: Product) => ReactNode;
}

const ROWS: Row[] = [
  {
    label: 'Price by size',
    cell: (product) =>
      product.dimensions.length === 0 ? (
        formatDollars(product.price)
      ) : (
        <ul className="space-y-1">
          {product.dimensions.map((size) => (
            <li key={size.label}>
              {sizeText(size.label, size.sizeName)}:{' '}
              <span className="font-medium">{formatDollars(product.price + size.priceDelta)}</span>
            </li>
          ))}
        </ul>
      ),
  },
  {
    label: 'Firmness',
    cell: ({ firmness }) =>
      firmness === null ? notGiven : `${firmnessFeel(firmness)} · ${firmness}/10`,
  },
  {
    label: 'Height',
    cell: ({ specs }) => (specs.heightCm === null ? notGiven : formatCm(specs.heightCm)),
  },
  {
    label: 'Layers, top to bottom',
    cell: (product) =>
      product.specs.layers.length === 0 ? (
        notGiven
      ) : (
        <LayerStack layers={product.specs.layers} label={`Layers of ${product.name}`} narrow />
      ),
  },
  {
    label: 'Materials',
    cell: ({ specs }) => (specs.materials.length === 0 ? notGiven : specs.materials.join(', ')),
  },
  {
    label: 'Buyers’ rating',
    cell: ({ rating }) =>
      rating === null ? (
        <span className="text-muted">No reviews yet</span>
      ) : (
        <RatingSummary rating={rating} />
      ),
  },
  {
    label: 'Warranty',
    cell: () => `${WARRANTY.years}-year limited warranty`,
  },
];

const firstColumn =
  'sticky left-0 z-10 w-28 min-w-28 bg-cream p-3 text-left align-top text-sm font-semibold text-navy sm:w-44 sm:min-w-44';

/**
 * The mattresses side by side, a column each, a row per fact. On a phone the table scrolls
 * sideways inside its own box while the facts' names stay put in the first column.
 */
export function CompareTable({
  products,
  onRemove,
}: {
  products: readonly Product[];
  onRemove: (product: Product) => void;
}) {
  return (
    <TableScroller label="Comparison table" className="ring-1 ring-sand">
      <table className="w-full min-w-[40rem] border-collapse bg-white text-sm">
        <caption className="sr-only">The mattresses compared, a column each</caption>
        <thead>
          <tr>
            <td className={firstColumn} />
            {products.map((product) => (
              <th key={product.productId} scope="col" className="w-64 p-3 text-left align-top">
                <div className="aspect-[4/3] overflow-hidden rounded-xl bg-sand">
                  <ProductImage
                    {...responsiveImage(product.mainImage?.url, PRODUCT_GRID_CARD_LAYOUT)}
                    alt=""
                    width={560}
                    height={420}
                    className="size-full object-cover"
                  />
                </div>
                <Link
                  to={pagePaths.product(product.productId)}
                  className="mt-3 block text-lg font-normal text-navy hover:underline"
                >
                  {product.name}
                </Link>
                <button
                  type="button"
                  onClick={() => onRemove(product)}
                  aria-label={`Remove ${product.name} from the comparison`}
                  className="mt-1 min-h-11 text-sm font-normal text-muted underline hover:text-navy"
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-t border-sand">
              <th scope="row" className={firstColumn}>
                {row.label}
              </th>
              {products.map((product) => (
                <td key={product.productId} className="p-3 align-top text-ink">
                  {row.cell(product)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
