import { useMutation } from '@tanstack/react-query';
import { cartChangeResponseSchema } from '#shared/schemas/cart.js';
import { api } from '#web/lib/api-client.ts';
import { useReloadCart } from './get-cart';

/** DELETE /cart/items/{id}, then GET /cart. */
export function removeItem(itemId: number) {
  return api.delete(`/cart/items/${itemId}`, { schema: cartChangeResponseSchema });
}

export function useRemoveItem() {
  const reload = useReloadCart();
  return useMutation({ mutationFn: removeItem, onSettled: reload });
}
