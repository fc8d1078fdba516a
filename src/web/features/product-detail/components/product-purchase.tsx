import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { MATTRESS_COLLECTIONS } from '#shared/constants.js';
import { formatDollars } from '#shared/money.js';
import { bookVisitPath } from '#shared/paths.js';
import { firmnessFeel, isSoldOut, reservedText } from '#shared/product-facts.js';
import type { Product, ProductSize } from '#shared/schemas/product.js';
import { sizeText } from '#shared/size-text.js';
import { inlineLinkClass, primaryButtonClass } from '#web/components/button-classes.ts';
import { FirmnessGauge } from '#web/components/product/firmness-gauge.tsx';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { useInView } from '../hooks/use-in-view';
import { addToCartProblem } from '../lib/add-to-cart-problem';
import { clampQuantity, maxQuantityFor } from '../lib/sizes';
import { AddToCartMessage } from './add-to-cart-message';
import { QuantityStepper } from './quantity-stepper';
import { SizePicker } from './size-picker';
import { StockAlert } from './stock-alert';

/**
 * Spec section 4 chooses the first size when the page opens; a sold-out size cannot be chosen, so
 * the first one in stock (the first of all when every size is sold out).
 */
function firstChoosableSize(sizes: ProductSize[]): ProductSize | undefined {
  return sizes.find((size) => size.stockQty > 0) ?? sizes[0];
}

/** A mattress can be tried in a showroom (decision 0065); accessories are not set out there. */
const isMattress = (product: Product) =>
  (MATTRESS_COLLECTIONS as readonly string[]).includes(product.collection);

/** Price, size, quantity and Add to Cart: the part of the page that sells. */
export function ProductPurchase({ product }: { product: Product }) {
  const [size, setSize] = useState(() => firstChoosableSize(product.dimensions));
  const [quantity, setQuantity] = useState(1);
  const cart = useAddToCart(
    { success: 'Added to cart!', failure: 'Failed to add to cart' },
    product,
  );
  const price = product.price + (size?.priceDelta ?? 0);
  const soldOut = isSoldOut(product);
  // None left anywhere, but unpaid checkouts hold some: they may be back (issue 23).
  const held = soldOut ? product.reserved : null;
  const buttonRef = useRef<HTMLDivElement>(null);
  // The page's own button scrolls away (on a phone, and below the fold of a 1280×800 screen): a bar
  // at the bottom keeps the price, the chosen size and the button in reach.
  const buttonInView = useInView(buttonRef);

  function chooseSize(next: ProductSize) {
    setSize(next);
    setQuantity((current) => clampQuantity(current, next));
    cart.clearMessage();
  }

  function submit() {
    cart.add(
      { productId: product.productId, sizeLabel: size?.label ?? null, quantity },
      addToCartProblem(product, size),
    );
  }

  const buttonText = cart.pending ? 'Adding…' : 'Add to Cart';

  return (
    <div className="flex flex-col gap-7">
      {product.firmness !== null && (
        <div className="max-w-sm">
          <FirmnessGauge value={product.firmness} feel={firmnessFeel(product.firmness)} />
        </div>
      )}
      <p className="text-2xl font-medium tabular-nums text-ink sm:text-3xl" aria-live="polite">
        <span className="sr-only">Price: </span>
        {formatDollars(price)}
      </p>
      {product.dimensions.length > 0 && (
        <SizePicker
          sizes={product.dimensions}
          basePrice={product.price}
          selectedLabel={size?.label}
          onSelect={chooseSize}
        />
      )}
      <StockAlert productId={product.productId} sizes={product.dimensions} />
      <QuantityStepper
        value={quantity}
        max={maxQuantityFor(size)}
        onChange={(next) => setQuantity(clampQuantity(next, size))}
      />
      <div ref={buttonRef} className="flex flex-col gap-3">
        {held && (
          <p className="rounded-xl border border-gold-deep/30 bg-sand/40 px-4 py-3 text-sm text-ink">
            <strong className="font-semibold">{reservedText(held)}.</strong>{' '}
            {product.dimensions.length > 0 ? 'Every size left is' : 'What is left is'} held by
            shoppers who are paying now.
          </p>
        )}
        {soldOut && !held && (
          <p className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
            <strong className="font-semibold">Sold out.</strong>{' '}
            {product.dimensions.length > 0 ? 'Every size is' : 'It is'} out of stock for now.
          </p>
        )}
        <button
          type="button"
          onClick={submit}
          disabled={cart.pending}
          className={`${primaryButtonClass} w-full text-base`}
        >
          {buttonText}
        </button>
        <AddToCartMessage message={cart.message} />
        {isMattress(product) && (
          <p className="text-sm text-muted">
            Lie on it first:{' '}
            <Link to={bookVisitPath(product.productId)} className={inlineLinkClass}>
              book a showroom visit
            </Link>
          </p>
        )}
      </div>
      {!buttonInView && (
        <div
          data-testid="sticky-purchase"
          // The floating chat button rises above a bar pinned to the bottom of the screen, and
          // the footer makes room for both at the end of the page, so the bar covers no content.
          data-bottom-bar
          className="fixed inset-x-0 bottom-0 z-30 border-t border-sand bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(31_42_68/0.12)] backdrop-blur sm:px-8"
        >
          <div className="mx-auto flex max-w-7xl items-center gap-3 sm:gap-6">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-muted">
                {product.name}
                {size && ` · ${sizeText(size.label, size.sizeName)}`}
              </p>
              {held ? (
                <p className="text-sm font-medium text-ink">{reservedText(held)}</p>
              ) : (
                <p className="font-medium tabular-nums text-ink">
                  {soldOut ? 'Sold out' : formatDollars(price)}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={submit}
              disabled={cart.pending}
              className={`${primaryButtonClass} shrink-0 px-5`}
            >
              {buttonText}
              {/* Told apart from the page's own button by those who hear rather than see it. */}
              <span className="sr-only">: {product.name}</span>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
