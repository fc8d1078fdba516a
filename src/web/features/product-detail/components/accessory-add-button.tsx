import type { Product } from '#shared/schemas/product.js';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { addToCartProblem } from '../lib/add-to-cart-problem';
import { AddToCartMessage } from './add-to-cart-message';

/** The strip's own Add to Cart: one of the product, with no size (spec section 2). */
export function AccessoryAddButton({ product }: { product: Product }) {
  const cart = useAddToCart({
    success: 'Accessory added to cart!',
    failure: 'Failed to add accessory',
  });
  // Out of stock is the only check that applies: the strip offers no size to choose.
  const problem = addToCartProblem({ dimensions: [], stockQty: product.stockQty }, undefined);

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() =>
          cart.add({ productId: product.productId, sizeLabel: null, quantity: 1 }, problem)
        }
        disabled={cart.pending}
        className={`${secondaryButtonClass} w-full`}
      >
        {cart.pending ? 'Adding…' : 'Add to Cart'}
        {/* Which of the strip's buttons this is, for those who hear rather than see the card. */}
        <span className="sr-only">: {product.name}</span>
      </button>
      <AddToCartMessage message={cart.message} />
    </div>
  );
}
