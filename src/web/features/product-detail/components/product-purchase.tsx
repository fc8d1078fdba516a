import { useState } from 'react';
import { formatDollars } from '#shared/money.js';
import type { Product, ProductSize } from '#shared/schemas/product.js';
import { primaryButtonClass } from '#web/components/button-classes.ts';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { addToCartProblem } from '../lib/add-to-cart-problem';
import { clampQuantity, maxQuantityFor } from '../lib/sizes';
import { AddToCartMessage } from './add-to-cart-message';
import { QuantityStepper } from './quantity-stepper';
import { SizePicker } from './size-picker';

/** Price, size, quantity and Add to Cart: the part of the page that sells. */
export function ProductPurchase({ product }: { product: Product }) {
  // Spec section 4: the first size is chosen when the page opens.
  const [size, setSize] = useState<ProductSize | undefined>(product.dimensions[0]);
  const [quantity, setQuantity] = useState(1);
  const cart = useAddToCart({ success: 'Added to cart!', failure: 'Failed to add to cart' });
  const price = product.price + (size?.priceDelta ?? 0);

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

  return (
    <div className="flex flex-col gap-7">
      <p className="text-2xl font-medium tabular-nums text-ink sm:text-3xl" aria-live="polite">
        <span className="sr-only">Price: </span>
        {formatDollars(price)}
      </p>
      {product.dimensions.length > 0 && (
        <SizePicker sizes={product.dimensions} selectedLabel={size?.label} onSelect={chooseSize} />
      )}
      <QuantityStepper
        value={quantity}
        max={maxQuantityFor(size)}
        onChange={(next) => setQuantity(clampQuantity(next, size))}
      />
      <div className="flex flex-col gap-3">
        <button
          type="button"
          onClick={submit}
          disabled={cart.pending}
          className={`${primaryButtonClass} w-full text-base`}
        >
          {cart.pending ? 'Adding…' : 'Add to Cart'}
        </button>
        <AddToCartMessage message={cart.message} />
      </div>
    </div>
  );
}
