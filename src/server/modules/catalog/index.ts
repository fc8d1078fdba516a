// The catalog module's public surface: other modules import only from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '#server/lib/api-routes.js';
import { catalogRoutes } from './routes.js';

/** When a kept answer about these products would read differently (checkouts' holds). */
export { answerChangesAt } from './holds.js';
export { findSaleLines, type SaleLineFacts, saleLineKey } from './sale-lines.js';
export {
  getProduct,
  listVisibleProductDates,
  toFeatureResponse,
  visibleMattresses,
} from './service.js';
export {
  type ReturnedLine,
  returnSoldStock,
  returnStock,
  type SoldLine,
  type StockLine,
  type StockTaken,
  takeStock,
} from './stock.js';

/** The storefront's products API: listings, search, one product and its features. */
async function catalog(app: FastifyInstance): Promise<void> {
  await registerApiRoutes(app, async (api) => {
    await api.register(catalogRoutes);
  });
}

export const catalogModule = fp(catalog, { name: 'catalog', dependencies: ['auth'] });
