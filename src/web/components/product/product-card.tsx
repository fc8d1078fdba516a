import { Link } from 'react-router';
import {
  type ImageLayout,
  PRODUCT_GRID_CARD_LAYOUT,
  responsiveImage,
} from '#shared/image-layouts.js';
import { formatDollars } from '#shared/money.js';
import { pagePaths } from '#shared/paths.js';
import { firmnessFeel, fromPrice, isSoldOut, reservedText } from '#shared/product-facts.js';
import type { Product } from '#shared/schemas/product.js';
import { CompareToggle } from '../compare-toggle';
import { ProductImage } from './product-image';
import { RatingSummary } from './star-rating';

interface ProductCardProps {
  product: Product;
  /** Adds a View button under the card, as the collection pages show (spec section 2). */
  viewButton?: boolean;
  /** How wide the card is drawn where it is used: a grid cell (the default) or a carousel slide. */
  imageLayout?: ImageLayout;
  /**
   * Loads the picture at once, for cards the shopper sees without scrolling; the others wait
   * until they are about to scroll into view.
   */
  eager?: boolean;
}

/** A product in a grid: the picture, name and price link to its page. */
export function ProductCard({
  product,
  viewButton = false,
  imageLayout = PRODUCT_GRID_CARD_LAYOUT,
  eager = false,
}: ProductCardProps) {
  const href = pagePaths.product(product.productId);

  return (
    <div className="group flex h-full flex-col rounded-xl bg-white ring-1 ring-sand transition-shadow hover:shadow-xl hover:shadow-navy/10 sm:rounded-2xl">
      <Link to={href} className="flex flex-1 flex-col rounded-xl sm:rounded-2xl">
        <div className="aspect-[4/3] overflow-hidden rounded-t-xl bg-sand sm:rounded-t-2xl">
          <ProductImage
            {...responsiveImage(product.mainImage?.url, imageLayout)}
            alt={product.name}
            width={560}
            height={420}
            loading={eager ? 'eager' : 'lazy'}
            className="size-full object-cover transition-transform duration-700 group-hover:scale-105 motion-reduce:transition-none"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-5">
          <p className="text-[0.6875rem] font-semibold uppercase tracking-[0.14em] text-gold-deep sm:text-xs">
            {product.collection}
          </p>
          <h3 className="text-base leading-snug text-navy sm:text-lg">{product.name}</h3>
          {product.rating && (
            <RatingSummary rating={product.rating} className="text-xs sm:text-sm" />
          )}
          {product.firmness !== null && (
            <p className="text-xs text-muted sm:text-sm">
              {firmnessFeel(product.firmness)} · {product.firmness}/10
              <span className="sr-only"> firmness</span>
            </p>
          )}
          <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2 text-sm font-medium text-ink sm:pt-3 sm:text-base">
            <span>
              {product.dimensions.length > 1 && 'From '}
              {formatDollars(fromPrice(product))}
            </span>
            {isSoldOut(product) &&
              (product.reserved ? (
                // Unpaid checkouts hold the last units: they may be back (issue 23).
                <span className="text-xs font-semibold text-gold-deep">
                  {reservedText(product.reserved)}
                </span>
              ) : (
                <span className="text-xs font-semibold uppercase tracking-wide text-danger">
                  Sold out
                </span>
              ))}
          </p>
        </div>
      </Link>
      {product.collection !== 'Accessories' && (
        <div className="px-3 pb-2 sm:px-5">
          <CompareToggle product={product} />
        </div>
      )}
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
