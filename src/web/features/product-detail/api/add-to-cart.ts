import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The bag's "add" call (spec section 7); the cart issue builds the bag that shows it. */
export interface AddToCartInput {
  productId: number;
  /** A size's label; null for a product sold without sizes (or an accessory from the strip). */
  sizeLabel: string | null;
  quantity: number;
}

export function addToCart(input: AddToCartInput): Promise<unknown> {
  return api.post('/cart/items', input);
}

export function useAddToCartMutation() {
  return useMutation({ mutationFn: addToCart });
}
