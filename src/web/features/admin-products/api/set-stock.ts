import { stockApiPath } from '#shared/admin-api-paths.js';
import { type StockChange, setStockResponseSchema } from '#shared/schemas/stock.js';
import { api } from '#web/lib/api-client.ts';
import { useCatalogueChange } from './catalogue-change';

/** PUT /admin/stock: counted stock for many sizes and products, all or none. */
export function setStock(changes: StockChange[]) {
  return api.put(stockApiPath, { changes }, { schema: setStockResponseSchema });
}

export const useSetStock = () =>
  useCatalogueChange(setStock, { failure: 'Failed to update stock' });
