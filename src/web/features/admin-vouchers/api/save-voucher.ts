import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherApiPath, vouchersApiPath } from '#shared/admin-api-paths.js';
import { type VoucherPayload, voucherSaveResponseSchema } from '#shared/schemas/voucher.js';
import { api } from '#web/lib/api-client.ts';
import { adminVouchersKey } from './get-vouchers';

/** POST /vouchers for a new one, PUT /vouchers/{id} with the whole form for an edit. */
export function saveVoucher(input: { id?: number | undefined; payload: VoucherPayload }) {
  return input.id === undefined
    ? api.post(vouchersApiPath, input.payload, { schema: voucherSaveResponseSchema })
    : api.put(voucherApiPath(input.id), input.payload, { schema: voucherSaveResponseSchema });
}

/** Spec section 4: saving closes the modal and reloads the list. */
export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoucher,
    meta: { failure: 'Failed to save voucher' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVouchersKey }),
  });
}
