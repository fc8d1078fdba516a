import { useState } from 'react';
import type { Product } from '#shared/schemas/product.js';
import { secondaryButtonClass } from '#web/components/button-classes.ts';
import { controlClass, Field } from '#web/components/form-field.tsx';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { addToCartProblem } from '../lib/add-to-cart-problem';
import { sizeDimensionsText, stockText } from '../lib/sizes';
import { AddToCartMessage } from './add-to-cart-message';

/**
 * The strip's own Add to Cart: one of the product. An accessory without sizes goes with no size
 * (spec section 2); one with sizes (a protector, a topper, a sheet set) offers them in a select,
 * the first size in stock chosen, since the bag refuses a sized product without its size.
 */
export function AccessoryAddButton({ product }: { product: Product }) {
  const cart = useAddToCart({
    success: 'Accessory added to cart!',
    failure: 'Failed to add accessory',
  });
  const sizes = product.dimensions;
  const [sizeLabel, setSizeLabel] = useState(
    () => (sizes.find((size) => size.stockQty > 0) ?? sizes[0])?.label ?? null,
  );
  const size = sizes.find((candidate) => candidate.label === sizeLabel);
  const problem = addToCartProblem(product, size);

  return (
    <div className="flex flex-col gap-2">
      {sizes.length > 0 && (
        <Field label={`Size of ${product.name}`} className="[&>label]:sr-only">
          {(control) => (
            <select
              {...control}
              value={sizeLabel ?? ''}
              onChange={(event) => {
                setSizeLabel(event.target.value);
                cart.clearMessage();
              }}
              className={controlClass}
            >
              {sizes.map((option) => (
                <option key={option.label} value={option.label} disabled={option.stockQty <= 0}>
                  {option.sizeName} · {sizeDimensionsText(option.label)}
                  {option.stockQty <= 0 ? ` · ${stockText(option)}` : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <button
        type="button"
        onClick={() =>
          cart.add(
            { productId: product.productId, sizeLabel: size?.label ?? null, quantity: 1 },
            problem,
          )
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
