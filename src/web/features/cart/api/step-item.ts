import { useMutation } from '@tanstack/react-query';
import { cartChangeResponseSchema } from '#shared/schemas/cart.js';
import { api } from '#web/lib/api-client.ts';
import { useReloadCart } from './get-cart';

export type Step = 'increment' | 'decrement';

/** PATCH /cart/items/{id}/increment or /decrement (empty body), then GET /cart. */
export function stepItem({ itemId, step }: { itemId: number; step: Step }) {
  return api.patch(`/cart/items/${itemId}/${step}`, undefined, {
    schema: cartChangeResponseSchema,
  });
}

export function useStepItem() {
  const reload = useReloadCart();
  return useMutation({ mutationFn: stepItem, onSettled: reload });
}
