import { useMutation } from '@tanstack/react-query';
import { cartItemApiPath } from '#shared/api-paths.js';
import { cartChangeResponseSchema } from '#shared/schemas/cart.js';
import { useReloadCart } from '#web/api/get-cart.ts';
import { api } from '#web/lib/api-client.ts';

/** DELETE /cart/items/{id}, then GET /cart. */
export function removeItem(itemId: number) {
  return api.delete(cartItemApiPath(itemId), { schema: cartChangeResponseSchema });
}

export function useRemoveItem() {
  const reload = useReloadCart();
  return useMutation({ mutationFn: removeItem, onSettled: reload });
}
