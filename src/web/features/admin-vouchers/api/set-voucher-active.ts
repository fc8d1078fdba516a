import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherApiPath } from '#shared/admin-api-paths.js';
import { type Voucher, voucherSaveResponseSchema } from '#shared/schemas/voucher.js';
import { api } from '#web/lib/api-client.ts';
import { adminVouchersKey } from './get-vouchers';

export function setVoucherActive(input: { id: number; active: boolean }) {
  return api.put(
    voucherApiPath(input.id),
    { active: input.active },
    { schema: voucherSaveResponseSchema },
  );
}

/** Spec section 4: the active toggle is sent, then applied locally (not optimistic). */
export function useSetVoucherActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVoucherActive,
    meta: { failure: 'Failed to update voucher' },
    onSuccess: ({ voucher }) =>
      queryClient.setQueryData<Voucher[]>(adminVouchersKey, (list) =>
        list?.map((item) => (item.id === voucher.id ? voucher : item)),
      ),
  });
}
