import { useMutation } from '@tanstack/react-query';
import { cartVoucherApiPath } from '#shared/api-paths.js';
import { cartChangeResponseSchema } from '#shared/schemas/cart.js';
import { useReloadCart } from '#web/api/get-cart.ts';
import { api } from '#web/lib/api-client.ts';

/** DELETE /cart/voucher, then GET /cart. */
export function removeVoucher() {
  return api.delete(cartVoucherApiPath, { schema: cartChangeResponseSchema });
}

export function useRemoveVoucher() {
  const reload = useReloadCart();
  return useMutation({ mutationFn: removeVoucher, onSettled: reload });
}
