import type { ReactNode } from 'react';
import type { Product } from '#shared/schemas/product.js';
import { accessoriesErrorText, useAccessories } from '#web/api/get-accessories.ts';
import { ProductCarousel } from './product-carousel';

interface AccessoriesCarouselProps {
  /** The product whose page this is, left out of its own strip. */
  excludeProductId?: number;
  /** Something under each card, such as the product page's own Add to Cart button. */
  renderAction?: (product: Product) => ReactNode;
}

/** The accessories (or, when none are on show, the rest of the range) as a carousel. */
export function AccessoriesCarousel({ excludeProductId, renderAction }: AccessoriesCarouselProps) {
  const accessories = useAccessories();

  if (accessories.isPending) {
    return (
      <p role="status" className="py-10 text-center text-muted">
        Loading…
      </p>
    );
  }
  // Spec section 8: the message shows and the strip does not.
  if (accessories.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-white px-6 py-8 text-center ring-1 ring-sand">
        {accessoriesErrorText(accessories.error)}
      </p>
    );
  }

  const products = accessories.data.products.filter(
    (product) => product.productId !== excludeProductId,
  );
  if (products.length === 0) return null;
  return (
    <ProductCarousel
      label={accessories.data.isFallback ? 'You may also like' : 'Accessories'}
      products={products}
      renderAction={renderAction}
    />
  );
}
