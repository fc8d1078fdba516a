import { useMutation } from '@tanstack/react-query';
import { stockAlertsApiPath } from '#shared/api-paths.js';
import { successMessageSchema } from '#shared/schemas/auth.js';
import type { StockAlertSubscribe } from '#shared/schemas/stock-alerts.js';
import { api } from '#web/lib/api-client.ts';

/** POST /stock-alerts: "Tell me when it is back" for a sold-out size (decision 0074). */
export function useAskStockAlert() {
  return useMutation({
    mutationFn: (asked: StockAlertSubscribe) =>
      api.post(stockAlertsApiPath, asked, { schema: successMessageSchema }),
  });
}
