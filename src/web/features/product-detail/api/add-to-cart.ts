import { useMutation } from '@tanstack/react-query';
import { cartItemsApiPath } from '#shared/api-paths.js';
import { cartChangeResponseSchema } from '#shared/schemas/cart.js';
import { useReloadCart } from '#web/api/get-cart.ts';
import { api } from '#web/lib/api-client.ts';

/** The bag's "add" call (spec section 7); the bag's count and panel reload after it. */
export interface AddToCartInput {
  productId: number;
  /** A size's label; null for a product sold without sizes (or an accessory from the strip). */
  sizeLabel: string | null;
  quantity: number;
}

export function addToCart(input: AddToCartInput) {
  return api.post(cartItemsApiPath, input, { schema: cartChangeResponseSchema });
}

export function useAddToCartMutation() {
  const reloadCart = useReloadCart();
  return useMutation({ mutationFn: addToCart, onSuccess: reloadCart });
}
