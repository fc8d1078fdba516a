import { useState } from 'react';
import type { Product } from '#shared/schemas/product.js';
import { errorText } from '#web/lib/api-client.ts';
import { announceAddedToBag } from '#web/lib/bag-events.ts';
import { type AddToCartInput, useAddToCartMutation } from '../api/add-to-cart';

export interface CartMessage {
  tone: 'error' | 'success';
  text: string;
}

interface AddToCartTexts {
  /** "Added to cart!" or "Accessory added to cart!" (spec section 8). */
  success: string;
  /** Shown when the server gives no message of its own. */
  failure: string;
}

/**
 * One Add to Cart button's behaviour: a validation problem shows at once and sends nothing;
 * otherwise the call goes out and its outcome becomes the button's inline message. Given the
 * product, a success also opens the Shopping Bag on what was added (the mini-bag).
 */
export function useAddToCart(texts: AddToCartTexts, product?: Pick<Product, 'name' | 'mainImage'>) {
  const mutation = useAddToCartMutation();
  const [message, setMessage] = useState<CartMessage | null>(null);

  function add(input: AddToCartInput, problem?: string) {
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    setMessage(null);
    mutation.mutate(input, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: texts.success });
        if (product) {
          announceAddedToBag({
            name: product.name,
            sizeLabel: input.sizeLabel,
            quantity: input.quantity,
            imageUrl: product.mainImage?.url ?? null,
          });
        }
      },
      onError: (error) => setMessage({ tone: 'error', text: errorText(error, texts.failure) }),
    });
  }

  return { add, message, clearMessage: () => setMessage(null), pending: mutation.isPending };
}
