import { Link } from 'react-router';
import { imageSrcSet } from '../../../../shared/images.js';
import { formatDollars } from '../../../../shared/money.js';
import type { Product } from '../../../../shared/schemas/product.js';
import { ProductImage } from './product-image';

/** Two cards a row on phones, four from 1024 px in a 1280 px page: about 50vw, then 300 px. */
const CARD_IMAGE_WIDTHS = [240, 320, 480, 560, 800] as const;
const CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, 50vw';

interface ProductCardProps {
  product: Product;
  /** Adds a View button under the card, as the collection pages show (spec section 2). */
  viewButton?: boolean;
}

/** A product in a grid: the picture, name and price link to its page. */
export function ProductCard({ product, viewButton = false }: ProductCardProps) {
  const href = `/product/${product.productId}`;
  const imageUrl = product.mainImage?.url;

  return (
    <div className="group flex h-full flex-col rounded-xl bg-white ring-1 ring-sand transition-shadow hover:shadow-xl hover:shadow-navy/10 sm:rounded-2xl">
      <Link to={href} className="flex flex-1 flex-col rounded-xl sm:rounded-2xl">
        <div className="aspect-[4/3] overflow-hidden rounded-t-xl bg-sand sm:rounded-t-2xl">
          <ProductImage
            src={imageUrl}
            srcSet={imageUrl ? imageSrcSet(imageUrl, CARD_IMAGE_WIDTHS) : undefined}
            sizes={CARD_IMAGE_SIZES}
            alt={product.name}
            width={560}
            height={420}
            loading="lazy"
            className="size-full object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-5">
          <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.14em] text-gold-deep sm:text-xs">
            {product.collection}
          </p>
          <h3 className="text-base leading-snug text-navy sm:text-lg">{product.name}</h3>
          <p className="mt-auto pt-2 text-sm font-medium text-ink sm:pt-3 sm:text-base">
            {formatDollars(product.price)}
          </p>
        </div>
      </Link>
      {viewButton && (
        <div className="px-3 pb-3 sm:px-5 sm:pb-5">
          <Link
            to={href}
            aria-label={`View ${product.name}`}
            className="flex min-h-11 w-full items-center justify-center rounded-full border border-navy text-sm font-medium text-navy transition-colors hover:bg-navy hover:text-cream"
          >
            View
          </Link>
        </div>
      )}
    </div>
  );
}
