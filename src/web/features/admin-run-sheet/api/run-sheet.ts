import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { runSheetApiPath } from '#shared/admin-api-paths.js';
import type { DeliveryWindow } from '#shared/delivery.js';
import { runSheetSchema } from '#shared/schemas/run-sheet.js';
import { DELIVERY_MOVE_FAILURE, setDeliveryState } from '#web/api/set-delivery-state.ts';
import { api } from '#web/lib/api-client.ts';
import { adminOrdersQueryKey, auditQueryKey, runSheetQueryKey } from '#web/lib/query-keys.ts';

/** GET /admin/run-sheet: the day's deliveries, one window or all. */
export function useRunSheet(date: string, window: DeliveryWindow | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...runSheetQueryKey, date, window ?? 'all'],
      queryFn: ({ signal }) =>
        api.get(runSheetApiPath, { query: { date, window }, schema: runSheetSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A delivery moved from the sheet: the sheet, the orders and the audit trail are read afresh. */
export function useMoveDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeliveryState,
    meta: { failure: DELIVERY_MOVE_FAILURE },
    onSuccess: () =>
      Promise.all(
        [runSheetQueryKey, adminOrdersQueryKey, auditQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
