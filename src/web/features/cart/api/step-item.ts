import { useMutation } from '@tanstack/react-query';
import { cartItemStepApiPath } from '#shared/api-paths.js';
import { cartChangeResponseSchema } from '#shared/schemas/cart.js';
import { useReloadCart } from '#web/api/get-cart.ts';
import { api } from '#web/lib/api-client.ts';

export type Step = 'increment' | 'decrement';

/** PATCH /cart/items/{id}/increment or /decrement (empty body), then GET /cart. */
export function stepItem({ itemId, step }: { itemId: number; step: Step }) {
  return api.patch(cartItemStepApiPath(itemId, step), undefined, {
    schema: cartChangeResponseSchema,
  });
}

export function useStepItem() {
  const reload = useReloadCart();
  return useMutation({ mutationFn: stepItem, onSettled: reload });
}
