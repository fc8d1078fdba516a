import { queryOptions, useQuery } from '@tanstack/react-query';
import { vouchersApiPath } from '#shared/admin-api-paths.js';
import { type Voucher, voucherListSchema } from '#shared/schemas/voucher.js';
import { api } from '#web/lib/api-client.ts';

export const adminVouchersKey = ['vouchers', 'admin'] as const;

export function getVouchers(signal?: AbortSignal): Promise<Voucher[]> {
  return api.get(vouchersApiPath, { schema: voucherListSchema, signal });
}

export function useVouchers() {
  return useQuery(
    queryOptions({ queryKey: adminVouchersKey, queryFn: ({ signal }) => getVouchers(signal) }),
  );
}
