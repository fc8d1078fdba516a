import { useMutation } from '@tanstack/react-query';
import { cartVoucherApiPath } from '#shared/api-paths.js';
import { cartChangeResponseSchema } from '#shared/schemas/cart.js';
import { useReloadCart } from '#web/api/get-cart.ts';
import { api } from '#web/lib/api-client.ts';

/** POST /cart/voucher {code}; the code goes as typed (no client rule), the server trims it. */
export function applyVoucher(code: string) {
  return api.post(cartVoucherApiPath, { code }, { schema: cartChangeResponseSchema });
}

export function useApplyVoucher() {
  const reload = useReloadCart();
  return useMutation({ mutationFn: applyVoucher, onSettled: reload });
}
