import { useMutation } from '@tanstack/react-query';
import { cartChangeResponseSchema } from '#shared/schemas/cart.js';
import { api } from '#web/lib/api-client.ts';
import { useReloadCart } from './get-cart';

/** DELETE /cart/voucher, then GET /cart. */
export function removeVoucher() {
  return api.delete('/cart/voucher', { schema: cartChangeResponseSchema });
}

export function useRemoveVoucher() {
  const reload = useReloadCart();
  return useMutation({ mutationFn: removeVoucher, onSettled: reload });
}
