import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voucherApiPath } from '#shared/admin-api-paths.js';
import type { Voucher } from '#shared/schemas/voucher.js';
import { api } from '#web/lib/api-client.ts';
import { adminVouchersKey } from './get-vouchers';

export function deleteVoucher(id: number): Promise<unknown> {
  return api.delete(voucherApiPath(id));
}

export function useDeleteVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoucher,
    meta: { failure: 'Failed to delete voucher' },
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Voucher[]>(adminVouchersKey, (list) =>
        list?.filter((item) => item.id !== id),
      ),
  });
}
