import { useMutation } from '@tanstack/react-query';
import { cartChangeResponseSchema } from '#shared/schemas/cart.js';
import { api } from '#web/lib/api-client.ts';
import { useReloadCart } from './get-cart';

/** POST /cart/voucher {code}; the code goes as typed (no client rule), the server trims it. */
export function applyVoucher(code: string) {
  return api.post('/cart/voucher', { code }, { schema: cartChangeResponseSchema });
}

export function useApplyVoucher() {
  const reload = useReloadCart();
  return useMutation({ mutationFn: applyVoucher, onSettled: reload });
}
