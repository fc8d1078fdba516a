import type { KeyboardEvent, ReactNode } from 'react';
import { PRODUCT_CAROUSEL_CARD_LAYOUT } from '#shared/image-layouts.js';
import type { Product } from '#shared/schemas/product.js';
import { ArrowRightIcon } from '#web/components/icons.tsx';
import { useCarousel } from '#web/lib/use-carousel.ts';
import { ProductCard } from './product-card';

/** Spec section 9: the carousel loops only when it has at least 3 products. */
const LOOP_MIN_PRODUCTS = 3;

interface ProductCarouselProps {
  /** The carousel's name for screen readers, such as "Accessories". */
  label: string;
  products: Product[];
  /** Something under each card, such as its own Add to Cart button. */
  renderAction?: (product: Product) => ReactNode;
}

const arrowClass =
  'grid size-12 place-items-center rounded-full border border-navy/30 bg-cream text-navy transition-colors hover:border-navy hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-cream';

/** 1 slide a view, 2 from 640 px and 3 from 1024 px (spec section 9). */
export function ProductCarousel({ label, products, renderAction }: ProductCarouselProps) {
  const carousel = useCarousel(products.length >= LOOP_MIN_PRODUCTS);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  }

  return (
    // Arrow keys work from the focused card or button inside, as in any carousel.
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <ul
        ref={carousel.trackRef}
        className="relative -mx-1 flex snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto overscroll-x-contain px-1 pt-1 pb-4 [scrollbar-width:none] sm:gap-6 [&::-webkit-scrollbar]:hidden"
      >
        {products.map((product) => (
          <li
            key={product.productId}
            className="flex shrink-0 basis-full snap-start flex-col gap-3 sm:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)]"
          >
            <div className="flex-1">
              <ProductCard product={product} imageLayout={PRODUCT_CAROUSEL_CARD_LAYOUT} />
            </div>
            {renderAction?.(product)}
          </li>
        ))}
      </ul>
      {carousel.overflowing && (
        <div className="mt-4 flex justify-end gap-3">
          <button
            type="button"
            onClick={carousel.previous}
            disabled={!carousel.canPrevious}
            aria-label="Previous slide"
            className={arrowClass}
          >
            <ArrowRightIcon className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            onClick={carousel.next}
            disabled={!carousel.canNext}
            aria-label="Next slide"
            className={arrowClass}
          >
            <ArrowRightIcon className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
